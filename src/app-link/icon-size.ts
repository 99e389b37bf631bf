/**
 * A finite number as it is, else null: the callers give numbers (a CSS size, the device pixel
 * ratio), so anything else is garbage. Not the field reader of src/read-field/ (numeric text),
 * which would bring its chunk to the tips banner's page.
 */
const finite = (n: unknown): number | null => (typeof n == 'number' && isFinite(n) ? n : null);

/** product-rules §9: the icon sizes the image server has, in pixels, smallest first. */
export const ICON_SIZES = [50, 65, 100, 130, 195, 260] as const;

/** An allowed icon size. */
export type IconSize = (typeof ICON_SIZES)[number];

/** product-rules §9: the size used when nothing better is known. */
export const DEFAULT_ICON_SIZE: IconSize = 130;

/**
 * The smallest allowed icon size that covers `cssPx` CSS pixels at device pixel ratio `dpr`
 * (the largest, 260, when none does). Garbage (anything but a finite number) or non-positive
 * `cssPx` gives the default 130; garbage `dpr` counts as 1.
 *
 * @param dpr @default 1 (pass `window.devicePixelRatio`)
 * @example chooseIconSize(48, 2) // 100
 * @example chooseIconSize(65, 3) // 195
 */
export function chooseIconSize(cssPx: unknown, dpr: unknown = 1): IconSize {
  const px = finite(cssPx);
  if (px === null || !(px > 0)) return DEFAULT_ICON_SIZE;
  const ratio = finite(dpr);
  const needed = px * (ratio !== null && ratio > 0 ? ratio : 1);
  for (const size of ICON_SIZES) {
    if (size >= needed) return size;
  }
  return ICON_SIZES[ICON_SIZES.length - 1];
}

/** Last path segment: name, optional `_NxN`, image extension. */
const ICON_FILE = /^(.+?)(_\d+x\d+)?\.(png|jpe?g|gif|webp)$/i;
/** A name that is itself a rewritten image (`a.png_.webp`): not an icon file we understand. */
const REWRITTEN = /\.(png|jpe?g|gif|webp)_?$/i;

/**
 * An icon URL asking the image server for `size` pixels. Convention: `_<size>x<size>` goes
 * right before the extension of the file name, replacing one already there:
 * `…/icon.png` → `…/icon_130x130.png`, `…/icon_65x65.png?v=2` → `…/icon_130x130.png?v=2`.
 * Sizes are snapped to `ICON_SIZES` (`chooseIconSize(size, 1)`). URLs that do not end in an
 * image file name (data: URLs, unknown shapes, already rewritten to webp) are returned
 * unchanged; non-strings give ''. Apply `toWebp` after this, not before.
 *
 * @example iconUrl('https://img.example.com/a/icon.png', 100) // 'https://img.example.com/a/icon_100x100.png'
 */
export function iconUrl(url: unknown, size: unknown): string {
  if (typeof url !== 'string') return '';
  if (/^(data|blob):/i.test(url)) return url;
  // The path, and the query and hash after it (always a match).
  const [, path, rest] = /^([^?#]*)([\s\S]*)$/.exec(url)!;
  // "https://img.png" is a host, not a file.
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/]*$/i.test(path)) return url;
  const slash = path.lastIndexOf('/');
  const file = path.slice(slash + 1);
  const match = ICON_FILE.exec(file);
  if (!match || REWRITTEN.test(match[1])) return url;
  const px = chooseIconSize(size, 1);
  return `${path.slice(0, slash + 1)}${match[1]}_${px}x${px}.${match[3]}${rest}`;
}
