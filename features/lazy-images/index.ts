/**
 * lazy images, a page feature (product-rules §14): every `img[data-src]` / `img[data-srcset]` loads
 * once it is within 50 px of the viewport. The runtime calls `scan` for markup added later. The
 * images of the first screen the core has loaded already (src/image-load/first-screen.ts), and
 * fetches this chunk only when another image could come near the viewport.
 */
import { coreSchema as schema } from '../../src/schema-core';
import type { FeatureInstance, WidgetContext } from '../../src/types';
import type * as Webp from '../../src/webp/index';
import type * as ScrollCheck from './scroll-check/scroll-check';
import { LAZY_CLASSES } from './lazy-images';
import { imagesIn, LAZY_MARGIN_PX } from '../../src/image-load/image-load';

/**
 * Whether `img` shows its `data-src` or `data-srcset` already: the core's first screen
 * (src/image-load/first-screen.ts) put them in before this chunk came.
 */
export function isLoaded(img: Element): boolean {
  const src = img.getAttribute(schema.src);
  const srcset = img.getAttribute(schema.srcset);
  return (src !== null && img.getAttribute('src') === src) || (srcset !== null && img.getAttribute('srcset') === srcset);
}

export interface LazyImagesOptions {
  /** Whether the browser shows webp; detected when not given. */
  webpSupported?: boolean;
  /** The check on scroll, where there is no IntersectionObserver; loaded (its own chunk) when not given. */
  scrollCheck?: typeof ScrollCheck;
}

/**
 * Starts lazy loading for the page. Every image is observed at most once, however often
 * `scan` sees it. Falls back to a 300 ms throttled scroll check without IntersectionObserver
 * (./scroll-check/, loaded only then: the images seen before it arrives are checked when it does).
 * `webpCode` is the webp rule and detection (src/webp/, the `webp` chunk), which the feature's
 * `load` (app/widgets.ts) requests beside this chunk only when config `webp.hosts` is not empty;
 * without it (undefined or 0) nothing is detected and nothing rewritten.
 *
 * @example
 * const lazy = start(context, webpCode);
 * lazy.scan(document);
 * // later, for markup added by the page:
 * lazy.scan(addedElement);
 */
export function start(
  context: Pick<WidgetContext, 'config' | 'guard' | 'listen' | 'win' | 'doc' | 'slice'>,
  webpCode?: typeof Webp | 0,
  options: LazyImagesOptions = {},
): FeatureInstance {
  // Each is logged as "lazy-images: <label>" and goes no further; listeners go at stop.
  const { guard, win, doc } = context;
  const webpConfig = context.config.webp;
  const seen: WeakSet<HTMLImageElement> = new WeakSet();
  const pending: HTMLImageElement[] = [];
  let stopped = false;
  let webpSupported: boolean | null = options.webpSupported === undefined ? null : options.webpSupported;

  /** The webp code when an image is to be asked for as webp, else null. */
  const useWebp = (): typeof Webp | null => {
    if (!webpCode || !webpConfig.hosts || webpConfig.hosts.length === 0) return null;
    // Asked only now: with no hosts configured nothing is rewritten, so nothing is detected.
    if (webpSupported === null) webpSupported = webpCode.supportsWebp(win);
    return webpSupported ? webpCode : null;
  };

  function load(img: HTMLImageElement): void {
    const dataSrc = img.getAttribute(schema.src);
    const dataSrcset = img.getAttribute(schema.srcset);
    // The placeholder comes back if every try fails.
    const placeholderSrc = img.getAttribute('src');
    const placeholderSrcset = img.getAttribute('srcset');
    const base = doc.baseURI || win.location.href;
    const webp = useWebp();
    const wantedSrc = dataSrc !== null && webp ? webp.toWebp(dataSrc, webpConfig, base) : dataSrc;
    const wantedSrcset = dataSrcset !== null && webp ? webp.webpSrcset(dataSrcset, webpConfig, base) : dataSrcset;
    let triedOriginal = wantedSrc === dataSrc && wantedSrcset === dataSrcset;

    const apply = (src: string | null, srcset: string | null): void => {
      // srcset first: setting src first could start a download the srcset then overrides.
      if (srcset !== null) img.setAttribute('srcset', srcset);
      if (src !== null) img.setAttribute('src', src);
    };
    const finish = (): void => {
      img.removeEventListener('load', onLoad);
      img.removeEventListener('error', onError);
      img.classList.remove(LAZY_CLASSES.loading);
    };
    const onLoad = (): void => {
      finish();
      img.classList.add(LAZY_CLASSES.loaded);
    };
    const onError = (): void => {
      if (!triedOriginal) {
        // The webp variant may be missing on the image host: the original is still there.
        triedOriginal = true;
        apply(dataSrc, dataSrcset);
        return;
      }
      finish();
      if (placeholderSrcset === null) img.removeAttribute('srcset');
      else img.setAttribute('srcset', placeholderSrcset);
      if (placeholderSrc === null) img.removeAttribute('src');
      else img.setAttribute('src', placeholderSrc);
      img.classList.add(LAZY_CLASSES.error);
    };
    img.addEventListener('load', onLoad);
    img.addEventListener('error', onError);
    img.classList.add(LAZY_CLASSES.loading);
    apply(wantedSrc, wantedSrcset);
  }

  const safeLoad = guard('load', load);

  // Support: IntersectionObserver Chrome 58 (isIntersecting from 58, Edge 16), iOS Safari
  // 12.2. Without it, a scroll/resize check throttled to 300 ms (product-rules §9) stands in.
  const IO = (win as Window & typeof globalThis).IntersectionObserver;
  const Observer = typeof IO === 'function' ? IO : null;
  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!(entry.isIntersecting || entry.intersectionRatio > 0)) continue;
            const img = entry.target as HTMLImageElement;
            observer!.unobserve(img);
            safeLoad(img);
          }
        },
        { rootMargin: LAZY_MARGIN_PX + 'px' },
      )
    : null;

  // Without IntersectionObserver: the scroll check, fetched only in such a browser.
  let check: { call(): void; cancel(): void } | null = null;
  if (!observer) {
    const begin = (code: typeof ScrollCheck) => {
      if (stopped) return;
      check = code.watchScroll(context, pending, safeLoad);
      // The images scanned while it came (a first check now would delay the first scan's).
      if (pending.length > 0) check.call();
    };
    if (options.scrollCheck) begin(options.scrollCheck);
    else import('./scroll-check/scroll-check').then(guard('scroll check', begin), guard('scroll check', (error: unknown) => {
      throw error;
    }));
  }

  return {
    scan: guard('scan', (root: ParentNode): void => {
      if (stopped || !root) return;
      const found = imagesIn(root);
      let i = 0;
      // A page of many images is observed in the runtime's slices, yielding to the browser between them.
      // Not guarded: a job says it is unfinished by its result, and the scheduler reports a throw.
      const job = (hasTime: () => boolean) => {
        while (i < found.length && !stopped) {
          const img = found[i++]!;
          // Shown already (the core's first screen, src/image-load/first-screen.ts, put its URLs in).
          if (seen.has(img) || isLoaded(img)) continue;
          seen.add(img);
          if (observer) observer.observe(img);
          else pending.push(img);
          if ((i & 31) === 0 && !hasTime()) return false;
        }
        if (check && pending.length > 0) check.call();
      };
      if (context.slice) context.slice(job);
      else job(() => true);
    }),
    // Removed markup (infinite scroll, CMS blocks): stop watching it so it can be collected;
    // if it comes back it is scanned again.
    forget: guard('forget', (root: ParentNode): void => {
      for (const img of imagesIn(root)) {
        if (!seen.has(img)) continue;
        seen.delete(img);
        if (observer) observer.unobserve(img);
        const at = pending.indexOf(img);
        if (at !== -1) pending.splice(at, 1);
      }
    }),
    stop(): void {
      stopped = true;
      if (observer) observer.disconnect();
      if (check) check.cancel();
      pending.length = 0;
    },
  };
}
