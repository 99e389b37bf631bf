/**
 * The banner's CSS (tips-banner.css, which the build appends to this module as an `addStyles`
 * call), a chunk of its own: pp-widgets.css holds it too, so the banner loads it only where that
 * file is not in effect (../index.ts), and shows once it is in.
 */
export {};
