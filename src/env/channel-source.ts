import type { StoreClient } from '../base-types';
import { own } from '../util/own';

/** A channel name (pp, tb, zb, yy, wdj, sq) and its numeric source. */
export interface ChannelSource {
  channel: string;
  source: number;
}

/** product-rules §9: channel and source by the `p` query parameter. */
export const CHANNEL_BY_P: Readonly<Record<string, ChannelSource>> = {
  p: { channel: 'pp', source: 1000 },
  t: { channel: 'tb', source: 1000 },
  z: { channel: 'zb', source: 2000 },
  y: { channel: 'yy', source: 2000 },
  w: { channel: 'wdj', source: 3000 },
  sq: { channel: 'sq', source: 4000 },
};

/** product-rules §9: what applies when `p` is missing or unknown. */
export const DEFAULT_CHANNEL: Readonly<ChannelSource> = { channel: 'pp', source: 1000 };

/** Inputs of `channelAndSource`. */
export interface ChannelInput {
  /** The `p` query parameter. */
  p: string | null | undefined;
  /** The store client hosting the page (`Environment.client`). */
  client: StoreClient | null | undefined;
  /** The `ch_src` query parameter. */
  chSrc: string | null | undefined;
  /** Config `tbChSrc`: the `ch_src` of the helper assistant. */
  tbChSrc: string | null | undefined;
}

/** The `p` key whose row a store client's pages take (Android decides by `ch_src`, below). */
const P_OF_CLIENT: Partial<Record<StoreClient, string>> = { ppzb: 'z', ppyy: 'y', wdj: 'w', reader: 'sq' };

/**
 * product-rules §9, in order: the `p` table first, then the client rules, which win inside a client:
 * Android client or plugin → source 1000, channel `tb` when `ch_src` is the helper assistant's
 * (`tbChSrc`) else `pp`; iOS client → 2000, `zb` for ppzb else `yy`; wdj client → wdj/3000;
 * reader client → sq/4000. The desktop client and plain browsers keep the `p` result.
 *
 * @example channelAndSource({ p: 'w', client: null, chSrc: null, tbChSrc: 'x' }) // { channel: 'wdj', source: 3000 }
 * @example channelAndSource({ p: 'w', client: 'ppzb', chSrc: null, tbChSrc: 'x' }) // { channel: 'zb', source: 2000 }
 */
export function channelAndSource(input: ChannelInput): ChannelSource {
  const client = input.client;
  const p = client === 'android' ? (input.tbChSrc && input.chSrc === input.tbChSrc ? 't' : 'p') : (client && P_OF_CLIENT[client]) || (typeof input.p === 'string' ? input.p.trim() : '');
  const row = own(CHANNEL_BY_P, p) ? CHANNEL_BY_P[p] : DEFAULT_CHANNEL;
  return { channel: row.channel, source: row.source };
}
