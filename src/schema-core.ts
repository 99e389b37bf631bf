/**
 * The `data-*` names the runtime itself, the header, lazy images, search and the tips banner's
 * gate read; the other widgets' are in attribute-names/app-attributes.ts and attribute-names/widget-attributes.ts
 * (`schema`), which re-exports these as
 * part of `schema`.
 * Kept separate so the script tag's core does not carry every widget's attribute names
 * (size budget).
 */
export const coreSchema = {
  widget: 'data-widget',
  wake: 'data-hydrate',
  autostart: 'data-autostart',
  page: 'data-page',
  configScriptId: 'pp-widgets-config',
  /** Written by the runtime on each island: waiting | loading | mounted | failed. */
  state: 'data-ppw-state',
  track: 'data-track',

  // header (part of the script-tag core: every store page has one)
  menuToggle: 'data-menu-toggle',
  menuMask: 'data-menu-mask',
  tagPopup: 'data-tag-popup',

  // lazy images (a page feature most pages load) and the search form's token
  src: 'data-src',
  srcset: 'data-srcset',
  ctoken: 'data-ctoken',
  // whether a download button may carry the tips banner (its gate is in the core too)
  downloadTips: 'data-download-tips',
} as const;
