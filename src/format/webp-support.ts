/** A 1×1 lossy webp (the smallest well-known probe image). */
const PROBE =
  'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

/** How long the decode probe may take before webp counts as unsupported. */
export const WEBP_PROBE_TIMEOUT_MS = 1000;

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * Whether a canvas of this window encodes webp: the fast, synchronous check. False where
 * canvas is missing or throws.
 */
export function canvasEncodesWebp(win: Window | null | undefined): boolean {
  try {
    if (!win || !win.document || typeof win.document.createElement !== 'function') return false;
    const canvas = win.document.createElement('canvas');
    // Support: a 0×0 canvas serialises as "data:," everywhere; give it one pixel.
    canvas.width = 1;
    canvas.height = 1;
    if (typeof canvas.toDataURL !== 'function') return false;
    const data = canvas.toDataURL('image/webp');
    return typeof data === 'string' && data.indexOf('data:image/webp') === 0;
  } catch (_) {
    return false;
  }
}

/**
 * Whether this window decodes webp, by loading a 1×1 probe. Never rejects: a missing `Image`,
 * an error or no answer within `timeoutMs` count as unsupported.
 */
export function imageDecodesWebp(win: Window | null | undefined, timeoutMs: number = WEBP_PROBE_TIMEOUT_MS): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: boolean): void => {
      if (done) return;
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      resolve(result);
    };
    try {
      const ImageCtor = win && (win as Window & { Image?: typeof Image }).Image;
      if (typeof ImageCtor !== 'function') return finish(false);
      const img = new ImageCtor();
      img.onload = () => finish(img.width > 0 && img.height > 0);
      img.onerror = () => finish(false);
      timer = setTimeout(() => finish(false), timeoutMs);
      img.src = PROBE;
    } catch (_) {
      finish(false);
    }
  });
}

let cached: Promise<boolean> | null = null;

/**
 * Whether the browser shows webp images (SPEC §9 "web images switch to webp when
 * supported"). Asked once per page and cached. First the canvas check; when it says no, a
 * decode probe, because Safari 14+ shows webp yet its canvas cannot encode it. Resolves
 * false where canvas and Image are missing; never rejects.
 *
 * @param win the window to ask; null for none. @default the global window
 * @example
 * supportsWebp().then((ok) => { img.src = ok ? toWebp(src, config.webp) : src; });
 */
export function supportsWebp(win: Window | null | undefined = defaultWindow()): Promise<boolean> {
  if (!cached) {
    cached = canvasEncodesWebp(win) ? Promise.resolve(true) : imageDecodesWebp(win);
  }
  return cached;
}

/** Forgets the cached answer of `supportsWebp` (tests, or a page that swaps windows). */
export function resetWebpSupport(): void {
  cached = null;
}
