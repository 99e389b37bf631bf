// The README's CMS table (widget × party, ) and docs/cms.md's recipe blocks.
// `npm run test:cms` writes the run to a results file of its own (git-ignored) (git-ignored);
// `node scripts/cms-table.cjs --write` keeps its verdicts in tests/cms/matrix.json (committed:
// the data of the table, which the next run must reproduce), rewrites the README table between
// the markers and copies each recipe file of tests/cms/recipes/ into its docs/cms.md block.
// tests/unit/readme-cms.test.ts fails when the README or docs/cms.md drift from those files.
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const START = '<!-- cms-table:start -->';
const END = '<!-- cms-table:end -->';
const MATRIX = path.join(root, 'tests', 'cms', 'matrix.json');
const RESULTS = path.join(root, 'tests', 'cms', 'out', 'results.json');
/** A recipe block of docs/cms.md: the marker names the file, the fenced block holds it. */
const RECIPE = /(<!-- recipe: (tests\/cms\/recipes\/[\w.-]+) -->\n```\w+\n)([\s\S]*?)(```\n<!-- \/recipe -->)/g;

function table(matrix) {
  const { widgets, parties, works } = matrix;
  const mark = (key) => (key in works ? (works[key] ? '✓' : '✗') : '–');
  const head = `| widget | ${parties.map((p) => `[${p.label}](docs/cms.md#${p.doc})`).join(' | ')} |`;
  const rule = `| --- | ${parties.map(() => ':---:').join(' | ')} |`;
  const rows = widgets.map(
    (w) => `| ${w} | ${parties.map((p) => `${mark(`${p.key} default data-widget ${w}`)} ${mark(`${p.key} default link ${w}`)} ${mark(`${p.key} recipe data-widget ${w}`)}`).join(' | ')} |`,
  );
  const count = (p, config, form) => widgets.filter((w) => works[`${p.key} ${config} ${form} ${w}`]).length;
  const total = `| **works** | ${parties.map((p) => `${count(p, 'default', 'data-widget')} ${count(p, 'default', 'link')} ${p.recipe ? count(p, 'recipe', 'data-widget') : '–'}`).join(' | ')} |`;
  return [head, rule, ...rows, total].join('\n');
}

function withTable(readme, matrix) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error('README.md has no cms-table markers');
  return `${readme.slice(0, start + START.length)}\n${table(matrix)}\n${readme.slice(end)}`;
}

function withRecipes(doc) {
  return doc.replace(RECIPE, (all, open, file, _body, close) => `${open}${fs.readFileSync(path.join(root, file), 'utf8')}${close}`);
}

/** tests/cms/matrix.json from a run's results: the widgets, the parties and each cell's verdict. */
function matrixOf(results) {
  const works = {};
  for (const r of results.results) works[`${r.party} ${r.config} ${r.form} ${r.widget}`] = r.works;
  const parties = results.parties.map((p) => ({ key: p.key, label: p.label, doc: p.doc, ...(p.recipe ? { recipe: p.recipe } : {}) }));
  return { widgets: results.widgets, templateOnly: results.templateOnly || [], parties, works };
}

const readMatrix = () => JSON.parse(fs.readFileSync(MATRIX, 'utf8'));

module.exports = { table, withTable, withRecipes, matrixOf, readMatrix, START, END };

if (require.main === module) {
  if (process.argv.includes('--write')) {
    if (fs.existsSync(RESULTS)) fs.writeFileSync(MATRIX, JSON.stringify(matrixOf(JSON.parse(fs.readFileSync(RESULTS, 'utf8'))), null, 1) + '\n');
    const readme = path.join(root, 'README.md');
    fs.writeFileSync(readme, withTable(fs.readFileSync(readme, 'utf8'), readMatrix()));
    const doc = path.join(root, 'docs', 'cms.md');
    fs.writeFileSync(doc, withRecipes(fs.readFileSync(doc, 'utf8')));
  } else console.log(table(readMatrix()));
}
