// A tiny rollup plugin that lets the React baseline be bundled without @rollup/plugin-commonjs
// (not installed, and the bench may not add packages). React 19 ships CommonJS only; its
// production files are flat modules whose only requires are other packages of the graph, so a
// wrapper is enough: each file becomes an ES module that imports its static requires and
// exports `module.exports` as default. Package entries resolve straight to the production
// files (what `process.env.NODE_ENV === 'production'` would pick in react/index.js).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Package id → its production CommonJS file, inside node_modules. */
export const PRODUCTION_FILES = {
  react: ['react', 'cjs/react.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
  scheduler: ['scheduler', 'cjs/scheduler.production.js'],
};

/** Absolute path of a package's production file. */
function productionPath(id) {
  const [pkg, file] = PRODUCTION_FILES[id];
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

/**
 * Rewrites one CommonJS source into an ES module (pure; exported for the bench's tests).
 * @param {string} code CommonJS source whose requires are all `require("literal")`.
 * @returns {string} ES module source: `import` per distinct require, default export = module.exports.
 * @example toEsm('exports.a = require("b");') // import __req0 from "b"; … export default module.exports;
 */
export function toEsm(code) {
  const ids = [];
  const body = code.replace(/\brequire\(\s*(["'])([^"']+)\1\s*\)/g, (_m, _q, id) => {
    let index = ids.indexOf(id);
    if (index < 0) index = ids.push(id) - 1;
    return `__req${index}`;
  });
  const imports = ids.map((id, i) => `import __req${i} from ${JSON.stringify(id)};`).join('\n');
  return `${imports}\nvar module = { exports: {} }; var exports = module.exports;\n${body}\nexport default module.exports;\n`;
}

/** Rollup plugin: resolves React's packages to production CJS and wraps them as ES modules. */
export function reactProductionCjs() {
  const wrapped = new Set(Object.keys(PRODUCTION_FILES).map(productionPath));
  return {
    name: 'bench-react-production-cjs',
    resolveId(id) {
      return Object.prototype.hasOwnProperty.call(PRODUCTION_FILES, id) ? productionPath(id) : null;
    },
    transform(code, id) {
      if (!wrapped.has(id)) return null;
      return { code: toEsm(code), map: null };
    },
  };
}

/** Rollup plugin: `process.env.NODE_ENV` → `"production"` (what @rollup/plugin-replace would do). */
export function productionEnv() {
  return {
    name: 'bench-node-env',
    transform(code) {
      if (!code.includes('process.env.NODE_ENV')) return null;
      return { code: code.replace(/\bprocess\.env\.NODE_ENV\b/g, '"production"'), map: null };
    },
  };
}
