/**
 * Reading answers: body text to JSON with a clear state for HTML, empty or malformed bodies,
 * and the `{ state: { code, msg }, data }` envelope of product-rules §7 (top-level code/msg moved into
 * state). Pure.
 */
import { ApiState, ErrorCode, apiState } from './errors';

export type Parsed = { ok: true; json: unknown } | { ok: false; state: ApiState };

/** Parses a body; never throws. */
export function parseBody(text: string, contentType: string, url: string): Parsed {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, state: apiState(ErrorCode.BAD_RESPONSE, '[' + url + '] empty response') };
  if (trimmed.charAt(0) === '<' || /html/i.test(contentType)) {
    // A login wall, a proxy error page or a CDN page: HTML is never an answer.
    return { ok: false, state: apiState(ErrorCode.BAD_RESPONSE, '[' + url + '] answered HTML instead of JSON') };
  }
  try {
    return { ok: true, json: JSON.parse(trimmed) };
  } catch (_e) {
    return { ok: false, state: apiState(ErrorCode.BAD_RESPONSE, '[' + url + '] malformed JSON') };
  }
}

function codeOf(v: unknown): number | null {
  if (typeof v === 'number' && isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return null;
}

/**
 * The state and data of an envelope. `state` wins; a top-level `code`/`msg` is moved into
 * state. JSON without either gives a BAD_RESPONSE state.
 * @example readEnvelope({ code: 2000000, data: 1 }, '/x') // → { state: { code: 2000000, msg: '' }, data: 1 }
 */
export function readEnvelope(json: unknown, url: string): { state: ApiState; data: unknown } {
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const o = json as Record<string, unknown>;
    const st = o.state;
    if (typeof st === 'object' && st !== null) {
      const s = st as Record<string, unknown>;
      const code = codeOf(s.code);
      if (code !== null) return { state: apiState(code, typeof s.msg === 'string' ? s.msg : ''), data: o.data };
    }
    const code = codeOf(o.code);
    if (code !== null) return { state: apiState(code, typeof o.msg === 'string' ? o.msg : ''), data: o.data };
  }
  return { state: apiState(ErrorCode.BAD_RESPONSE, '[' + url + '] answer has no state'), data: undefined };
}

/** The data of a successful envelope, or the state to reject with (carrying any data). */
export function unwrap(json: unknown, url: string): { ok: true; data: unknown } | { ok: false; state: ApiState } {
  const { state, data } = readEnvelope(json, url);
  if (state.code === ErrorCode.OK) return { ok: true, data };
  if (data !== undefined && data !== null) state.data = data;
  return { ok: false, state };
}
