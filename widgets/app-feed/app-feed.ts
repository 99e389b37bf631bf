/**
 * The personalised list (`POST /api/proxyNew` personal list {offset, count}, SPEC §7):
 * parameters from the element and parsing of one page. Pure apart from reading attributes.
 */
import { schema } from '../../src/schema';
import { parseContentApp, type ContentApp } from '../content/content-app';
import type { Page } from '../content/list-state';
import { toPage, type PageCursor } from '../content/page';
import { isError, readInt, type Read } from '../content/mount/read-params';

export interface PersonalListParams {
  /** @default 0 */
  offset: number;
  /** Apps per page. @default 10 */
  count: number;
}

/** SPEC §9 names no default for this call; 10 fills a phone screen without a long wait. */
export const PERSONAL_LIST_COUNT = 10;

/** @example readPersonalListParams(el) // { value: { offset: 0, count: 10 } } */
export function readPersonalListParams(el: Element): Read<PersonalListParams> {
  const offset = readInt(el, schema.offset, 0, 100000);
  if (isError(offset)) return offset;
  const count = readInt(el, schema.count, PERSONAL_LIST_COUNT, 100);
  if (isError(count)) return count;
  return { value: { offset: offset.value, count: count.value || PERSONAL_LIST_COUNT } };
}

/** One page of apps; malformed entries dropped. */
export function parsePersonalPage(data: unknown, cursor: PageCursor): Page<ContentApp> {
  return toPage(data, parseContentApp, cursor);
}
