declare module 'ppw:css' {
  /** The widgets' CSS, minified, provided by the build (rollup.config.mjs). */
  const css: string;
  export default css;
}

declare module 'ppw:css-all' {
  /** Every widget's CSS, minified (the contents of pp-widgets.css), provided by the build. */
  const css: string;
  export default css;
}
