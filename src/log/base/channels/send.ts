/**
 * How the log's base sends (./base-log.ts): a /log/* post by the delivery chain (./deliver.ts),
 * a tracking GET by beacon or keepalive fetch with the image ping after them (./image-ping.ts).
 * Where the script tag's build loads these only when the beacon is not enough, it gives
 * base-log ./send-lazy.ts in this module's place (rollup.config.mjs `lazyLogChannels`): same
 * calls, same order of channels, each tried at most once.
 */
import { deliver, keepaliveFetch, keepaliveSupported, type Channel, type DeliverDeps } from './deliver';
import { tryBeacon } from '../beacon';
import { createImagePinger } from './image-ping';

export interface Sender {
  /** Posts a form `body` by the first channel that takes it: that channel, null when none did (or a promise of it, ./send-lazy.ts). */
  post(url: string, body: string, deps: DeliverDeps): Channel | null | Promise<Channel | null>;
  /**
   * A tracking GET: with personal data in the page URL (`privateReferrer`) a keepalive fetch
   * (referrer cut to the origin), else the beacon (unless `beaconRefused`: tried already);
   * when that did not take it, the image ping, once.
   */
  track(url: string, privateReferrer: boolean, onLateFailure: () => void, beaconRefused?: boolean): void;
  /** Stops waiting for the pings in flight. */
  dispose(): void;
}

/**
 * The sender of a base log over `win` (`_eager`, ./send-lazy.ts's hint, means nothing here:
 * everything is loaded). @example createSender(window).post('/log/click', 'appId=1', { win: window })
 */
export function createSender(win: Window | undefined, _eager?: boolean): Sender {
  const pinger = createImagePinger(win);
  return {
    post: deliver,
    track(url, privateReferrer, onLateFailure, beaconRefused) {
      // A beacon would carry a page URL with personal data in `Referer`: then a keepalive fetch
      // (referrer cut to the origin) or the ping. No beacon (iOS Safari < 11.1), a false or a
      // throw falls back to the ping once.
      const sent = privateReferrer
        ? keepaliveSupported(win) && keepaliveFetch({ win, onLateFailure }, url, null)
        : !beaconRefused && tryBeacon(win, url);
      if (!sent) void pinger.ping(url);
    },
    dispose: () => pinger.dispose(),
  };
}
