/**
 * Image ping for tracking-service beacons when `sendBeacon` is not there (product-rules §7), with the
 * ping timeout of product-rules §9.
 */

/** product-rules §9 "ping fallback timeout 2000 ms". */
export const PING_TIMEOUT_MS = 2000;

export interface ImagePinger {
  /**
   * Requests `url` as an image. Resolves true when the server answered (load or error: a
   * 204 or a non-image answer still means it arrived), false after the timeout. Never rejects.
   */
  ping(url: string): Promise<boolean>;
  /** Stops waiting for every ping in flight (they resolve false) and clears their timers. */
  dispose(): void;
}

/**
 * Creates a pinger on `win`.
 *
 * @example createImagePinger(window).ping('/collect?t=pv')
 */
export function createImagePinger(win: Window | undefined, timeoutMs: number = PING_TIMEOUT_MS): ImagePinger {
  // Pings in flight are referenced here: an Image with no reference may be collected (and its
  // request cancelled) by older WebKit before it loads.
  const inflight = new Set<() => void>();

  function ping(url: string): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const ImageCtor = win && (win as unknown as { Image?: typeof Image }).Image;
      let img: HTMLImageElement | null = null;
      // Set before anything can call `finish`.
      let timer: ReturnType<typeof setTimeout>;
      const finish = (arrived: boolean) => {
        if (!inflight.delete(cancel)) return;
        clearTimeout(timer);
        if (img) img.onload = img.onerror = null;
        resolve(arrived);
      };
      const cancel = () => finish(false);
      inflight.add(cancel);
      timer = setTimeout(cancel, timeoutMs);
      try {
        // Without an Image constructor `new` throws: false at once, the timer cleared.
        img = new (ImageCtor as typeof Image)(1, 1);
        // Support: referrerPolicy on images Chrome 51+, iOS Safari 14+; elsewhere the
        // assignment is a harmless expando. Keeps the page's path and query out of `Referer`.
        img.referrerPolicy = 'origin';
        img.onload = () => finish(true);
        img.onerror = () => finish(true);
        img.src = url;
      } catch (_) {
        finish(false);
      }
    });
  }

  function dispose(): void {
    for (const cancel of Array.from(inflight)) cancel();
  }

  return { ping, dispose };
}
