declare module 'ppw:css' {
  /** The widgets' CSS, minified, provided by the build (rollup.config.mjs). */
  const css: string;
  export default css;
}
