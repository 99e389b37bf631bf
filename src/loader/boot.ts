/**
 * Built on its own and placed in front of the entry chunk of dist/pp-widgets.js (see
 * rollup.config.mjs): creates the chunk loader while `document.currentScript` still names the
 * script, so chunks resolve next to it. `__ppw_chunks` is the build's chunk table, declared by
 * the entry's banner (scripts/rollup-chunk-ids.mjs writes it).
 */
import { createChunkLoader } from './amd-loader';

declare const __ppw_chunks: string;

const script = document.currentScript as HTMLScriptElement | null;

export default createChunkLoader(
  script && script.src ? script.src : location.href,
  document,
  (error) => {
    try {
      console.error('[pp-widgets]', error);
    } catch {
      /* console may be missing */
    }
  },
  __ppw_chunks,
);
