/**
 * Whether `text` (already lower-cased) holds `token` as a token, not inside another word: the
 * characters next to it are not letters (where the token's own edge is a letter). "iPad" is in
 * "(iPad; CPU OS 17_0" but not in "MiPad 5" or "inoiPad"; "QQ/" is in " QQ/8.9" but not in
 * "MQQBrowser/"; "Weibo" is in "__weibo__". Case-insensitive; a blank token matches nothing.
 * @example hasToken('mozilla/5.0 (linux; android 13; mipad 5)', 'iPad') // false
 */
export function hasToken(text: string, token: string): boolean {
  const t = token.toLowerCase();
  if (t === '') return false;
  const checkBefore = isLetter(t.charCodeAt(0));
  const checkAfter = isLetter(t.charCodeAt(t.length - 1));
  for (let at = text.indexOf(t); at !== -1; at = text.indexOf(t, at + 1)) {
    if (checkBefore && at > 0 && isLetter(text.charCodeAt(at - 1))) continue;
    if (checkAfter && isLetter(text.charCodeAt(at + t.length))) continue;
    return true;
  }
  return false;
}

function isLetter(code: number): boolean {
  // Lower-cased input: a–z is enough (other scripts do not occur next to the tokens).
  return code >= 97 && code <= 122;
}
