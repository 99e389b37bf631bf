// Size budgets (gzip). `npm run size` prints them; `npm test` fails when one is exceeded.
// The README size table is checked against these numbers by tests/unit/readme-sizes.test.ts.
module.exports = [
  { name: 'pp-widgets.js (script tag)', path: 'dist/pp-widgets.js', limit: '40 KB', gzip: true },
  { name: 'pp-widgets.all.js (self-contained)', path: 'dist/pp-widgets.all.js', limit: '40 KB', gzip: true },
  { name: 'pp-widgets.css', path: 'dist/pp-widgets.css', limit: '6 KB', gzip: true },
  { name: 'ESM: import { schema }', path: 'dist/esm/index.js', import: '{ schema }', limit: '1 KB', gzip: true, ignore: ['react', 'react-dom'] },
];
