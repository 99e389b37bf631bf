/**
 * Whether the user asked the system for less motion. Read at the moment an animation starts,
 * so a change of the setting applies to the next draw or scroll.
 */
export function prefersReducedMotion(win: Window | undefined): boolean {
  // Support: matchMedia exists from Chrome 9 / iOS 5; the media feature from Chrome 74 /
  // iOS 10.3. Where it is missing the query simply does not match: normal motion.
  if (!win || typeof win.matchMedia !== 'function') return false;
  try {
    return win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch (_) {
    return false;
  }
}
