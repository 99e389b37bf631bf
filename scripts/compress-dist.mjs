#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` next to every script and stylesheet a browser loads from
// dist/ (pp-widgets.js, pp-widgets.all.js, pp-widgets.css, chunks/*.js), at the highest level of
// each: `npm start` serves them with the matching Content-Encoding, and a server
// or CDN that serves precompressed files can too. Source maps, the ESM build and the types are
// left alone (bundlers read those, not browsers).
// Usage: node scripts/compress-dist.mjs [dist]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dist = process.argv[2] || 'dist';
const shipped = (dir) => readdirSync(dir).filter((name) => /\.(js|css)$/.test(name)).map((name) => join(dir, name));
const files = [...shipped(dist), ...shipped(join(dist, 'chunks'))];

for (const file of files) {
  const bytes = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: /\.css$/.test(file) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
}
