import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasEncodesWebp, imageDecodesWebp, resetWebpSupport, supportsWebp, WEBP_PROBE_TIMEOUT_MS } from './webp-support';

/** A window whose canvas answers `dataUrl` and whose Image loads with `imageSize` (or errors). */
function fakeWindow(options: { dataUrl?: string | (() => string); imageSize?: number | 'error' | 'never'; noImage?: boolean }): Window {
  const canvas = {
    width: 0,
    height: 0,
    toDataURL: typeof options.dataUrl === 'function' ? options.dataUrl : () => options.dataUrl || 'data:image/png;base64,AA',
  };
  class FakeImage {
    width = 0;
    height = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_v: string) {
      const size = options.imageSize;
      if (size === 'never' || size === undefined) return;
      setTimeout(() => {
        if (size === 'error') this.onerror?.();
        else {
          this.width = size;
          this.height = size;
          this.onload?.();
        }
      }, 5);
    }
  }
  return {
    document: { createElement: () => canvas },
    Image: options.noImage ? undefined : FakeImage,
  } as unknown as Window;
}

beforeEach(() => {
  resetWebpSupport();
});

afterEach(() => {
  vi.useRealTimers();
  resetWebpSupport();
});

describe('canvasEncodesWebp', () => {
  it('is true when the canvas encodes webp', () => {
    expect(canvasEncodesWebp(fakeWindow({ dataUrl: 'data:image/webp;base64,UklGR' }))).toBe(true);
  });

  it('is false when the canvas falls back to png, throws or is missing', () => {
    expect(canvasEncodesWebp(fakeWindow({ dataUrl: 'data:image/png;base64,AA' }))).toBe(false);
    expect(
      canvasEncodesWebp(
        fakeWindow({
          dataUrl: () => {
            throw new Error('tainted');
          },
        }),
      ),
    ).toBe(false);
    expect(canvasEncodesWebp({ document: { createElement: () => ({}) } } as unknown as Window)).toBe(false);
    expect(canvasEncodesWebp({} as Window)).toBe(false);
    expect(canvasEncodesWebp(undefined)).toBe(false);
  });
});

describe('imageDecodesWebp', () => {
  it('is true when the probe image loads with a size', async () => {
    await expect(imageDecodesWebp(fakeWindow({ imageSize: 1 }))).resolves.toBe(true);
  });

  it('is false on error, on a 0×0 load, without Image, and after the timeout', async () => {
    await expect(imageDecodesWebp(fakeWindow({ imageSize: 'error' }))).resolves.toBe(false);
    await expect(imageDecodesWebp(fakeWindow({ imageSize: 0 }))).resolves.toBe(false);
    await expect(imageDecodesWebp(fakeWindow({ noImage: true }))).resolves.toBe(false);
    vi.useFakeTimers();
    const pending = imageDecodesWebp(fakeWindow({ imageSize: 'never' }));
    vi.advanceTimersByTime(WEBP_PROBE_TIMEOUT_MS);
    await expect(pending).resolves.toBe(false);
  });
});

describe('supportsWebp', () => {
  it('answers from the canvas when it encodes webp', async () => {
    await expect(supportsWebp(fakeWindow({ dataUrl: 'data:image/webp;base64,UklGR' }))).resolves.toBe(true);
  });

  it('falls back to decoding when the canvas cannot encode webp (Safari 14+)', async () => {
    await expect(supportsWebp(fakeWindow({ imageSize: 1 }))).resolves.toBe(true);
  });

  it('caches the first answer', async () => {
    const toDataURL = vi.fn(() => 'data:image/webp;base64,UklGR');
    const win = fakeWindow({ dataUrl: toDataURL });
    await supportsWebp(win);
    await supportsWebp(win);
    await supportsWebp(fakeWindow({ imageSize: 'error' }));
    expect(toDataURL).toHaveBeenCalledTimes(1);
    await expect(supportsWebp(fakeWindow({ imageSize: 'error' }))).resolves.toBe(true);
  });

  it('resolves false where canvas and Image are missing, never rejecting', async () => {
    await expect(supportsWebp({} as Window)).resolves.toBe(false);
    resetWebpSupport();
    await expect(supportsWebp(null)).resolves.toBe(false);
  });

  it('does not throw in jsdom, whose canvas is not implemented', async () => {
    vi.useFakeTimers();
    const pending = supportsWebp();
    vi.advanceTimersByTime(WEBP_PROBE_TIMEOUT_MS);
    await expect(pending).resolves.toBe(false);
  });
});
