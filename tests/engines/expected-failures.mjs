// Flows known to fail in one engine until a fix lands, keyed `engine:flow`: the reason, and
// what the failure must look like (`when`, matched against the flow's error) so that the same
// flow failing for another reason still fails the run. The runner reports a match as "known,
// fix pending" and exits 0 for it (and only for it); a listed flow that passes is reported so
// the entry can go. Remove an entry together with its fix.
export const EXPECTED_FAILURES = {};

/** The known-failure entry that explains `error` of `engine:flow`, if any. */
export function knownFailure(engine, flow, error) {
  const entry = EXPECTED_FAILURES[`${engine}:${flow}`];
  return entry && entry.when.test(error) ? entry : undefined;
}
