/**
 * UC recommendations (`GET /uc/rec {ch_src, ch, arrange, dataRoute, offset, count}`, SPEC §7
 * with the §9 defaults count 100, arrange 2, dataRoute 2, ch pp_uc_smweb_rec, which the API
 * client adds). Parameters from the element and parsing of one page.
 */
import { schema } from '../../src/schema';
import { parseContentApp, type ContentApp } from '../content/content-app';
import type { Page } from '../content/list-state';
import { toPage, type PageCursor } from '../content/page';
import { isError, readInt, type Read } from '../content/mount/read-params';

export interface UcRecParams {
  /** @default 0 */
  offset: number;
  /** @default 100 (SPEC §9) */
  count: number;
}

/** SPEC §9: UC recommendation count 100. */
export const UC_REC_COUNT = 100;

/** @example readUcRecParams(el) // { value: { offset: 0, count: 100 } } */
export function readUcRecParams(el: Element): Read<UcRecParams> {
  const offset = readInt(el, schema.offset, 0, 100000);
  if (isError(offset)) return offset;
  const count = readInt(el, schema.count, UC_REC_COUNT, 200);
  if (isError(count)) return count;
  return { value: { offset: offset.value, count: count.value || UC_REC_COUNT } };
}

/** One page of apps; malformed entries dropped. */
export function parseUcRecPage(data: unknown, cursor: PageCursor): Page<ContentApp> {
  return toPage(data, parseContentApp, cursor);
}
