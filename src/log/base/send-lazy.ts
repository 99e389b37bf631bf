/**
 * ./send.ts as the script tag's build gives it to the log's base (rollup.config.mjs
 * `lazyLogChannels`): the beacon here, everything after it (the UC beacon, the keepalive fetch,
 * the synchronous XHR, the image ping: ./deliver.ts, ./image-ping.ts) in the `log-send` chunk,
 * loaded only when the beacon is not the channel. A browser with `sendBeacon` sends every page
 * view and click without that chunk (-0.4 KB before the first tap on every page).
 *
 * Same channels in the same order, each tried at most once: a refused beacon is not tried
 * again (`beaconRefused`); with personal data in the page URL the whole chain runs there, as it
 * did. Where the beacon cannot be the channel (no `sendBeacon`, as on iOS 11.0; personal data in
 * the page URL) the chunk is fetched when the base is created, so that a click that leaves the
 * page finds it already there.
 */
import type { Channel, DeliverDeps } from './channels/deliver';
import type { Sender } from './channels/send';
import { tryBeacon } from './beacon';

/** The lazy sender of a base log over `win`; `eager`: fetch the rest at once. @example createSender(window, false) */
export function createSender(win: Window | undefined, eager?: boolean): Sender {
  let rest: Promise<Sender> | null = null;
  let disposed = false;
  const load = () =>
    rest ||
    (rest = import('./channels/send').then((m) => {
      const sender = m.createSender(win);
      if (disposed) sender.dispose();
      return sender;
    }));
  let hasBeacon = false;
  try {
    hasBeacon = typeof win!.navigator.sendBeacon === 'function';
  } catch (_) {
    // A host page's getter that throws: no beacon.
  }
  if (eager || !hasBeacon) load().catch(() => undefined);
  return {
    post(url, body, deps: DeliverDeps): Channel | null | Promise<Channel | null> {
      if (!deps.privateReferrer && tryBeacon(deps.win, url, body)) return 'beacon';
      // A chunk that cannot load: no channel took it (the caller warns once).
      return load().then(
        (sender) => sender.post(url, body, deps.privateReferrer ? deps : Object.assign({}, deps, { beaconRefused: true })),
        () => null,
      );
    },
    // Returns, when the rest was needed, the promise of its having run (for tests; callers ignore it).
    track(url, privateReferrer, onLateFailure): void | Promise<void> {
      if (!privateReferrer && tryBeacon(win, url)) return;
      return load().then((sender) => sender.track(url, privateReferrer, onLateFailure, !privateReferrer), () => undefined);
    },
    dispose() {
      disposed = true;
      if (rest) rest.then((sender) => sender.dispose(), () => undefined);
    },
  };
}
