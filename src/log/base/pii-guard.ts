/**
 * The personal-data guard every outgoing log, beacon and analytics payload passes through.
 * product-rules §14: name, national ID and phone never reach a log, beacon, analytics event or URL.
 * Dropping by field name catches the honest mistakes; dropping by value shape catches the
 * same data under an innocent name.
 */

// Field names (lower-cased, `key_` prefix and separators removed) that hold personal data:
// name, realname, username, truename, fullname, nickname; identity, identitycard, identityno,
// identitynumber, idcard, idno, idnum, idnumber, cardno, certno, certid, sfz; phone, phoneno,
// phonenumber, tel, telephone, mobile, mobileno, mobilephone, cellphone. One pattern, which
// compresses better than a table of them.
const PERSONAL_KEY = /^((real|user|true|full|nick)?name|identity(card|no|number)?|id(card|no|num|number)|c(ard|ert)no|certid|sfz|phone(no|number)?|tel(ephone)?|mobile(no|phone)?|cellphone)$/;

// product-rules §5 shapes: an 18-character national ID and a mainland mobile number (broad form,
// optionally with the +86 country code). Only whole values match, so ids and counts pass.
const PERSONAL_VALUE = /^(\d{17}[\dXx]|(\+?86[- ]?)?1[3-9]\d{9})$/;

/** Whether a field name is one that holds personal data. */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(key.toLowerCase().replace(/^key_/, '').replace(/[^a-z0-9]/g, ''));
}

/** Whether a value looks like a national ID or a mobile number. */
export function looksPersonal(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return PERSONAL_VALUE.test(String(value).trim());
}

/** A form-encoded name or value, decoded; throws on a malformed escape. */
function decodeForm(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/**
 * The URL without its fragment, and without the query parameters that are personal (by name or
 * value); `personal` tells whether there were any.
 *
 * @example splitQuery('/d?phone=13812345678&x=1#f') // { url: '/d?x=1', personal: true }
 */
export function splitQuery(url: string): { url: string; personal: boolean } {
  const q = url.indexOf('?');
  // The '#' that ends it: the first after the query mark, or the first at all without one
  // (a negative start searches the whole URL).
  const hash = url.indexOf('#', q);
  if (hash >= 0) url = url.slice(0, hash);
  if (q < 0) return { url, personal: false };
  const kept: string[] = [];
  let any = false;
  for (const pair of url.slice(q + 1).split('&')) {
    if (pair === '') continue;
    // The name before the first '=', the value after it ('' without one).
    const [key, ...value] = pair.split('=');
    let personal: boolean;
    try {
      personal = isPersonalKey(decodeForm(key)) || looksPersonal(decodeForm(value.join('=')));
    } catch (_) {
      // Undecodable parameters might hide anything: treat them as personal.
      personal = true;
    }
    if (personal) any = true;
    else kept.push(pair);
  }
  return { url: kept.length > 0 ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q), personal: any };
}

/**
 * Removes personal query parameters (by name or by value shape) from a URL; keeps the rest.
 * The fragment is dropped too (it can hold anything and is never needed in a log).
 *
 * @example scrubUrl('/a?phone=13812345678&x=1') // '/a?x=1'
 */
export function scrubUrl(url: string): string {
  return splitQuery(url).url;
}

/**
 * Whether a URL's query holds personal data (what a browser would repeat in `Referer`).
 *
 * @example hasPersonalQuery('/d?phone=1') // true
 */
export function hasPersonalQuery(url: string): boolean {
  return splitQuery(url).personal;
}

// Names of URL fields (lower-cased, letters only): url, ref, refurl, referrer, referer, href, page, from.
const URL_KEY = /^(url|ref(url|err?er)?|href|page|from)$/;

/**
 * A copy of `fields` without personal data: personal field names and personal-looking values
 * are dropped (nested objects too), URL-ish fields lose personal query parameters.
 * `dropped` lists the names removed, so the caller can warn without logging the values.
 */
export function scrubFields(fields: Record<string, unknown> | null | undefined): { fields: Record<string, unknown>; dropped: string[] } {
  const dropped: string[] = [];
  const out = scrubObject(fields || {}, dropped, 0);
  return { fields: out, dropped };
}

function scrubObject(src: Record<string, unknown>, dropped: string[], depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(src)) {
    const value = scrubValue(key, src[key], dropped, depth);
    if (value !== DROP) out[key] = value;
  }
  return out;
}

const DROP = {};

function scrubValue(key: string, value: unknown, dropped: string[], depth: number): unknown {
  if (isPersonalKey(key) || looksPersonal(value)) {
    dropped.push(key);
    return DROP;
  }
  if (typeof value === 'string' && URL_KEY.test(key.toLowerCase().replace(/[^a-z]/g, ''))) return scrubUrl(value);
  if (value && typeof value === 'object') {
    // Deep structures are not log fields: stop at a small depth rather than walk a cycle.
    if (depth >= 4) {
      dropped.push(key);
      return DROP;
    }
    // Array.from reads holes as undefined, as a loop would.
    if (Array.isArray(value)) return Array.from(value, (item) => scrubValue(key, item, dropped, depth + 1)).filter((v) => v !== DROP);
    return scrubObject(value as Record<string, unknown>, dropped, depth + 1);
  }
  return value;
}
