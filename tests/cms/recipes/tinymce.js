// pp-widgets markup in TinyMCE: keep the URLs as written (the default rewrites /download/apk
// relative to the editor's page) and the widgets' elements with their data-* attributes.
export const settings = {
  relative_urls: false,
  convert_urls: false,
  extended_valid_elements:
    'header[*],nav[*],div[*],a[*],button[*],form[*],input[*],label[*],img[*]',
  valid_children: '+a[div|p],+header[nav|button|div]',
};
