/**
 * The shared styles (base.css, minified by the build's `ppw:css`) as the script tag's `base-css`
 * chunk: the runtime requests it at start, beside the first scan, only where pp-widgets.css is
 * not in effect (src/runtime/styles.ts). A page that links pp-widgets.css has them, the reserved
 * space among them, from its first paint, and fetches no second copy.
 */
import css from 'ppw:css';

export default css;
