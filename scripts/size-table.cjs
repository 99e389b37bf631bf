// Prints the README size table from .size-limit.cjs (the single source of the budgets).
// `node scripts/size-table.cjs --write` rewrites the table in README.md between the markers;
// tests/unit/readme-sizes.test.ts fails when the README drifts from the budgets.
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const START = '<!-- size-table:start -->';
const END = '<!-- size-table:end -->';

function table() {
  delete require.cache[require.resolve(path.join(root, '.size-limit.cjs'))];
  const entries = require(path.join(root, '.size-limit.cjs'));
  const rows = entries.map((e) => `| ${e.name} | \`${e.path}\`${e.import ? ` \`${e.import}\`` : ''} | ${e.limit} |`);
  return ['| what | file | gzip budget |', '| --- | --- | ---: |', ...rows].join('\n');
}

function withTable(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error('README.md has no size-table markers');
  return `${readme.slice(0, start + START.length)}\n${table()}\n${readme.slice(end)}`;
}

module.exports = { table, withTable, START, END };

if (require.main === module) {
  const file = path.join(root, 'README.md');
  if (process.argv.includes('--write')) fs.writeFileSync(file, withTable(fs.readFileSync(file, 'utf8')));
  else console.log(table());
}
