// Size budgets (gzip). `npm run size` prints them; `npm test` fails when one is exceeded.
// The README size table is checked against this file by tests/unit/readme-sizes.test.ts.
const chunk = (name, limit) => ({ name: `chunk: ${name}`, path: `dist/chunks/${name}-*.js`, limit, gzip: true });

module.exports = [
  { name: 'pp-widgets.js (script tag: runtime + loader)', path: 'dist/pp-widgets.js', limit: '17 KB', gzip: true },
  { name: 'pp-widgets.all.js (self-contained)', path: 'dist/pp-widgets.all.js', limit: '80 KB', gzip: true },
  { name: 'pp-widgets.css', path: 'dist/pp-widgets.css', limit: '5 KB', gzip: true },
  { name: 'ESM: import { schema }', path: 'dist/esm/index.js', import: '{ schema }', limit: '1 KB', gzip: true, ignore: ['react', 'react-dom'] },
  chunk('api', '6 KB'),
  chunk('client', '7.5 KB'),
  chunk('header', '2 KB'),
  chunk('search', '4 KB'),
  chunk('back-to-top', '2 KB'),
  chunk('lazy-images', '2.5 KB'),
  chunk('download', '6 KB'),
  chunk('realname', '5 KB'),
  chunk('tips-banner', '3 KB'),
  chunk('lucky', '17 KB'),
];
