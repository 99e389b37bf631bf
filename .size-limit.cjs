// Size budgets (gzip). `npm run size` prints them; `npm test` fails when one is exceeded.
// The README size table is generated from this file (node scripts/size-table.cjs --write) and
// tests/unit/readme-sizes.test.ts fails when they differ.
// Chunk files are `<name>-<8-character hash>.js`; `????????` keeps `download-*` from also
// matching `download-link-*`.
const chunk = (name, limit) => ({ name: `chunk: ${name}`, path: `dist/chunks/${name}-????????.js`, limit, gzip: true });

module.exports = [
  { name: 'pp-widgets.js (script tag: runtime + loader + header)', path: 'dist/pp-widgets.js', limit: '13.2 KB', gzip: true },
  {
    // What the detail page (desktop browser) runs before its first interaction: the runtime
    // (with the header in it) and lazy images. Search and download wake on intent,
    // back-to-top at the first scroll. Issue 8's goal is 16 KB.
    name: 'detail page before first interaction',
    path: ['dist/pp-widgets.js', 'dist/chunks/lazy-images-????????.js'],
    limit: '15.3 KB',
    gzip: true,
  },
  {
    // The same page on a phone, on the first page of a session: the download-tips banner shows
    // too. On the session's later pages pp-widgets.js knows it has shown (its gate is in the
    // core) and the page loads what the desktop row above loads.
    name: 'mobile detail page before first interaction, first of a session',
    path: ['dist/pp-widgets.js', 'dist/chunks/lazy-images-????????.js', 'dist/chunks/tips-banner-????????.js', 'dist/chunks/navigate-????????.js'],
    limit: '19.3 KB',
    gzip: true,
  },
  { name: 'every shipped script together (chunked build)', path: ['dist/pp-widgets.js', 'dist/chunks/*.js'], limit: '98 KB', gzip: true },
  { name: 'pp-widgets.all.js (self-contained)', path: 'dist/pp-widgets.all.js', limit: '79.5 KB', gzip: true },
  { name: 'pp-widgets.css', path: 'dist/pp-widgets.css', limit: '5 KB', gzip: true },
  { name: 'ESM: import { schema }', path: 'dist/esm/index.js', import: '{ schema }', limit: '1 KB', gzip: true, ignore: ['react', 'react-dom'] },
  chunk('client', '7.5 KB'),
  chunk('api', '6 KB'),
  chunk('log', '4.8 KB'),
  chunk('bridge', '3 KB'),
  chunk('search', '4 KB'),
  chunk('back-to-top', '2 KB'),
  chunk('lazy-images', '2.5 KB'),
  chunk('download', '6 KB'),
  chunk('realname', '5 KB'),
  chunk('dialog', '2.7 KB'),
  chunk('tips-banner', '3 KB'),
  chunk('lucky', '16.1 KB'),
  chunk('content', '6.1 KB'),
  chunk('app-list', '2.1 KB'),
  chunk('format', '400 B'),
  chunk('score', '2.5 KB'),
  chunk('comments', '2.5 KB'),
  chunk('recs', '2.5 KB'),
  chunk('specials', '2.5 KB'),
  chunk('beta-list', '2.5 KB'),
  chunk('personal-list', '2.5 KB'),
  chunk('ad-slot', '2.5 KB'),
  chunk('uc-rec', '2.5 KB'),
  chunk('game-news', '2.5 KB'),
  chunk('overlay', '2 KB'),
];
