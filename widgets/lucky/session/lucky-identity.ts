/**
 * Who takes part in an activity (product-rules §3 "User identity for activities"): the user token from
 * the native client's `login`, the `userIdType` of the client (`userIdTypeFor`, src/api/user-id-type.ts), and the device's `utdid` from
 * `getClientInfo`. Pure readers; the calls themselves live in `lucky-session.ts`.
 */
function field(raw: unknown, names: readonly string[]): string {
  if (typeof raw === 'string') {
    // Some clients answer with a JSON string.
    try {
      return field(JSON.parse(raw), names);
    } catch (_) {
      return '';
    }
  }
  if (typeof raw !== 'object' || raw === null) return '';
  const obj = raw as Record<string, unknown>;
  for (const name of names) {
    for (const key of [name, 'key_' + name]) {
      const v = obj[key];
      if (typeof v === 'string' && v !== '') return v;
      if (typeof v === 'number' && isFinite(v)) return String(v);
    }
  }
  // Clients nest the answer under `data` or `result` now and then.
  for (const wrap of ['data', 'result']) {
    if (typeof obj[wrap] === 'object' && obj[wrap] !== null) {
      const inner = field(obj[wrap], names);
      if (inner) return inner;
    }
  }
  return '';
}

/**
 * The user token in a `login` or `getClientInfo` answer (`userToken`, `token`, also with the
 * bridge's `key_` prefix); `''` when the user is not logged in.
 */
export function readUserToken(answer: unknown): string {
  return field(answer, ['userToken', 'token', 'ticket']);
}

/** The device id (`utdid`) in a `getClientInfo` answer; `''` when absent. */
export function readUtdid(answer: unknown): string {
  return field(answer, ['utdid']);
}
