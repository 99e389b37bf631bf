// Flows known to fail in one engine until a fix lands, keyed `engine:flow`, with the reason.
// The runner reports them as "known, fix pending" and still exits 0 for them (and only them);
// a listed flow that passes is reported so the entry can go. Remove an entry with its fix.
export const EXPECTED_FAILURES = {
  'webkit:strict-csp':
    'issue 16 part 4b: WebKit cannot encode webp on a canvas, so webp detection loads a data: probe image that img-src \'self\' blocks (one securitypolicyviolation per page view)',
  'webkit:tips-banner-open-client':
    'issue 16 part 4c: WebKitGTK replaces the page with an error page for the unknown pp25:// scheme, so the download fallback never runs',
};
