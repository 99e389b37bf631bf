import type { FeatureInstance, WidgetContext } from '../types';
import { onFirstScroll } from './wake';

/**
 * A page feature whose chunk waits for the visitor: `code()` fetches it at the first scroll (a
 * scroller's too), resize or rotation, or tap after the first scan, unless `first(root)` says
 * that scan left nothing for it; a later scan (markup added) fetches it at once when `more(root)`.
 * Once started, the chunk's instance takes over this one's methods and scans the document. A
 * failed fetch is reported, and the next trigger asks again.
 *
 * @example
 * // The tips banner where the browser asks to save data: its chunk comes at the first scroll or tap.
 * deferFeature(context, () => import('…/tips-banner/index').then((m) => m.start));
 */
export function deferFeature(
  context: WidgetContext,
  code: () => Promise<(context: WidgetContext) => FeatureInstance>,
  first?: (root: ParentNode) => boolean,
  more?: (root: ParentNode) => boolean,
): FeatureInstance {
  const { win, doc } = context;
  let scans = 0;
  let asked = false;
  let stopped = false;
  let cancel: (() => void) | undefined;
  const fetchChunk = () => {
    if (asked) return;
    asked = true;
    if (cancel) cancel();
    code().then(
      (start) => {
        if (!stopped) Object.assign(self, start(context)).scan(doc);
      },
      (error) => {
        asked = false;
        context.fail(error);
      },
    );
  };
  const self: FeatureInstance = {
    scan(root) {
      if (scans++) {
        if (more && more(root)) fetchChunk();
      } else if (!first || first(root)) {
        const opts = { passive: true, capture: true };
        cancel = onFirstScroll(win, fetchChunk);
        context.listen(win, 'resize', fetchChunk, opts);
        context.listen(doc, 'click', fetchChunk, opts);
      }
    },
    stop() {
      stopped = true;
      if (cancel) cancel();
    },
  };
  return self;
}
