/**
 * Counts the listeners added minus removed on `targets` (document and window by default), by
 * type, from now until `restore()`: a test that stops a runtime checks it left none behind.
 * @example const listeners = countListeners(); app.stop(); expect(listeners.left()).toEqual([]);
 */
export function countListeners(targets: EventTarget[] = [document, window]) {
  const live = new Map<string, number>();
  const restores: (() => void)[] = [];
  for (const target of targets) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      live.set(type, (live.get(type) || 0) + 1);
      return (add as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof add;
    target.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      live.set(type, (live.get(type) || 0) - 1);
      return (remove as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof remove;
    restores.push(() => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    });
  }
  return {
    /** The types whose count is not back to zero, with the count. */
    left: () => Array.from(live).filter(([, n]) => n !== 0),
    /** Added minus removed, all types together. */
    total: () => Array.from(live.values()).reduce((a, b) => a + b, 0),
    restore: () => restores.forEach((r) => r()),
  };
}
