/**
 * What the core's first screen (./first-screen.ts) and the lazy-images chunk
 * (features/lazy-images/) share about lazy images (product-rules §9, §14): their selector, the
 * 50 px margin and the images of a root. In the script tag's core, which loads the first
 * screen's images before any chunk is in.
 */
import { coreSchema as schema } from '../schema-core';

/** product-rules §9: images load within 50 px of the viewport. */
export const LAZY_MARGIN_PX = 50;

/** The lazy images' selector: `img[data-src]`, `img[data-srcset]`. */
export const LAZY_SELECTOR = 'img[' + schema.src + '],img[' + schema.srcset + ']';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether a box is within `margin` px of a viewport of the given size. */
export function isNearViewport(box: Box, viewport: { width: number; height: number }, margin = LAZY_MARGIN_PX): boolean {
  return box.bottom >= -margin && box.top <= viewport.height + margin && box.right >= -margin && box.left <= viewport.width + margin;
}

/** The lazy images in `root`, itself included. */
export function imagesIn(root: ParentNode): HTMLImageElement[] {
  const el = root as Element;
  const found: HTMLImageElement[] = [];
  if (typeof el.matches === 'function' && el.matches(LAZY_SELECTOR)) found.push(el as HTMLImageElement);
  const list = root.querySelectorAll<HTMLImageElement>(LAZY_SELECTOR);
  for (let i = 0; i < list.length; i++) found.push(list[i]!);
  return found;
}
