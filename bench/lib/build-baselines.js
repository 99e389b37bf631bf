// Builds the two baselines (bench/baselines/*.js) with rollup's JS API into bench/out/, in the
// same run as the measurements, minified like our own build, so bytes and start-up compare
// like with like.
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { join } from 'node:path';
import { reactProductionCjs, productionEnv } from './cjs-shim.js';

/** The baselines: id, source, and the label used in tables. */
export const BASELINES = [
  { id: 'react', label: 'one React createRoot per button', source: 'react-roots.js' },
  { id: 'preact', label: 'one Preact render per button', source: 'preact-renders.js' },
];

/**
 * Bundles every baseline to `<outDir>/<id>.js` (IIFE, minified, production mode).
 * @param {{ benchDir: string, outDir: string }} dirs
 * @returns {Promise<Record<string, string>>} baseline id → absolute file written
 */
export async function buildBaselines({ benchDir, outDir }) {
  const files = {};
  for (const baseline of BASELINES) {
    const bundle = await rollup({
      input: join(benchDir, 'baselines', baseline.source),
      plugins: [productionEnv(), reactProductionCjs(), nodeResolve({ browser: true })],
      onwarn(warning, warn) {
        // React's production files use `this` at the top level in a few helpers; harmless here.
        if (warning.code === 'THIS_IS_UNDEFINED') return;
        warn(warning);
      },
    });
    const file = join(outDir, `${baseline.id}.js`);
    await bundle.write({
      file,
      format: 'iife',
      plugins: [terser({ ecma: 2017, compress: { passes: 1 }, format: { comments: false } })],
    });
    await bundle.close();
    files[baseline.id] = file;
  }
  return files;
}
