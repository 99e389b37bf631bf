// Flows known to fail in one engine until a fix lands, keyed `engine:flow`: the reason, and
// what the failure must look like (`when`, matched against the flow's error) so that the same
// flow failing for another reason still fails the run. The runner reports a match as "known,
// fix pending" and exits 0 for it (and only for it); a listed flow that passes is reported so
// the entry can go. Remove an entry together with its fix.
export const EXPECTED_FAILURES = {
  'webkit:strict-csp': {
    reason:
      "issue 16 part 4b: WebKit cannot encode webp on a canvas, so webp detection loads a data: probe image that img-src 'self' blocks (one securitypolicyviolation per page view)",
    when: /zero securitypolicyviolation events \(got \[\{"directive":"img-src","blocked":"data"/,
  },
  'webkit:tips-banner-open-client': {
    reason:
      'issue 16 part 4c: WebKitGTK replaces the page with an error page for the unknown pp25:// scheme, so the download fallback never runs',
    when: /waiting for the fallback download of app 1003|the page is not replaced/,
  },
};

/** The known-failure entry that explains `error` of `engine:flow`, if any. */
export function knownFailure(engine, flow, error) {
  const entry = EXPECTED_FAILURES[`${engine}:${flow}`];
  return entry && entry.when.test(error) ? entry : undefined;
}
