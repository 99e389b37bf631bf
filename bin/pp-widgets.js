#!/usr/bin/env node
/**
 * pp-widgets command line.
 *
 *   npx pp-widgets check <files, folders or globs | -> [--json]
 *   npx pp-widgets check --pasted <file> <saved files | -> [--config <json>] [--json]
 *   npx pp-widgets report <beacon files (JSON lines)>... [--json] [-o report.html]
 *
 * `check` checks legacy templates and HTML pages against the widget markup contract, or what a
 * CMS saved against what an editor pasted (docs/checker.md). Exit code: 0 no errors (warnings
 * allowed), 1 errors found or a widget broken, 2 usage problem.
 * `report` turns collected field-measurement beacons into one HTML page or JSON (docs/rum.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { checkCmsOutput } from './lib/check-cms.js';
import { parseBeacons, renderHtml, summarize } from './lib/rum-report.js';
import { checkMarkup } from './lib/check-markup.js';
import { expandFiles } from './lib/expand-files.js';
import { cmsFailed, count, formatCmsJson, formatCmsText, formatJson, formatText } from './lib/format.js';

const USAGE = `Usage: pp-widgets check <files, folders or globs | ->... [--json]
       pp-widgets check --pasted <file> <saved files | ->... [--config <file>] [--json]
       pp-widgets check --cms <saved files | ->... [--config <file>] [--json]
       pp-widgets report <beacon files>... [--json] [-o file]

Checks pages and server templates for pp-widgets markup mistakes (unknown data-widget,
missing or malformed attributes, bad data-hydrate, conflicting legacy attributes, broken
aria-controls targets, malformed #pp-widgets-config JSON, ...).

What a CMS did (--pasted, --cms): give the markup the editor pasted and the HTML the CMS saved
(files, or - for standard input); each widget is found again and said intact or broken, with
what the CMS removed and the fix (the link form to paste, or the docs/cms.md recipe). With --cms
and no --pasted, the saved HTML alone is searched for traces of damage.

Options:
  --pasted <file>  the markup the editor pasted (CMS mode)
  --cms            CMS mode on saved HTML alone
  --config <file>  the page's config JSON (its "links" key), for CMS mode
  --json       machine-readable output for CI
  -h, --help   show this help
  -v, --version

Exit code: 0 when there are no errors (warnings do not fail), 1 when there are errors (in CMS
mode: a widget broken or a trace of damage), 2 when the command line is wrong or no file matches.
Folders are searched for .html, .htm, .tpl, .ejs, .erb, .njk, .twig, .hbs, .vm, .ftl, .jsp, .php, .gohtml, ... files.
Placeholders of PHP, Smarty, Blade, Twig, Jinja, Handlebars, ERB/EJS, JSP, FreeMarker, Velocity,
Thymeleaf and Go templates are read as such, never judged as literal values.
Silence findings on one element with <!-- pp-widgets-check ignore [rule, ...] --> before it.

report: reads field-measurement beacons (config rum; JSON lines, one beacon's fields per line,
as docs/rum.md describes, or the fixture server's server/.data/rum.jsonl) and writes one
self-contained HTML page (stdout, or -o file): p75 and p95 of LCP, CLS, INP, TTFB and the
first-click delay by environment, widget, page and release. --json writes the figures instead.
`;

/**
 * \`report\`: beacons in, the page (or JSON) out.
 * @param {string[]} argv the arguments after \`report\`
 * @param {{ cwd: string, out: (s: string) => void, err: (s: string) => void }} io
 */
function report(argv, io) {
  const files = [];
  let json = false;
  let output = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '-o' || a === '--output') output = argv[++i] || null;
    else if (a.charAt(0) === '-') {
      io.err('Unknown option ' + a + '\n\n' + USAGE);
      return 2;
    } else files.push(a);
  }
  if (!files.length || (argv.indexOf('-o') >= 0 && !output)) {
    io.err(USAGE);
    return 2;
  }
  let text = '';
  for (const file of files) {
    try {
      text += readFileSync(new URL(file, 'file://' + io.cwd.replace(/\/?$/, '/')), 'utf8') + '\n';
    } catch (error) {
      io.err('pp-widgets: cannot read ' + file + ': ' + (error instanceof Error ? error.message : String(error)) + '\n');
      return 2;
    }
  }
  const { beacons, skipped } = parseBeacons(text);
  const summary = summarize(beacons);
  const result = json ? JSON.stringify({ ...summary, skipped }, null, 2) + '\n' : renderHtml(summary, { skipped, generated: new Date().toISOString() });
  if (output) {
    writeFileSync(new URL(output, 'file://' + io.cwd.replace(/\/?$/, '/')), result);
    io.err(`pp-widgets: ${beacons.length} beacons → ${output}\n`);
  } else io.out(result);
  return 0;
}

/**
 * The package's package.json: next to bin/ in the repository, two levels up from the bundled
 * dist/cli/pp-widgets.js that the package ships (its dependencies built in, so apps that never
 * run the checker install none of them).
 * @returns {{ version: string }}
 */
function readPackage() {
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
      if (pkg && pkg.name === 'pp-widgets') return pkg;
    } catch (_e) {
      // not there: the other layout
    }
  }
  return { version: 'unknown' };
}

/**
 * Runs the CLI with `argv` (without node and the script) and returns the exit code.
 * @param {string[]} argv
 * @param {{ cwd: string, out: (s: string) => void, err: (s: string) => void, color: boolean, stdin?: () => Promise<string> }} io
 * @returns {Promise<number>}
 */
export async function main(argv, io) {
  if (argv[0] === 'report') return report(argv.slice(1), io);
  /** @type {string[]} */
  const args = [];
  /** @type {string[]} */
  const flags = [];
  /** @type {Record<string, string>} */
  const values = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--pasted' || a === '--config') {
      if (i + 1 >= argv.length) {
        io.err(a + ' needs a file\n\n' + USAGE);
        return 2;
      }
      values[a] = argv[++i];
    } else if (a.charAt(0) === '-' && a !== '-') flags.push(a);
    else args.push(a);
  }
  if (flags.indexOf('-h') !== -1 || flags.indexOf('--help') !== -1) {
    io.out(USAGE);
    return 0;
  }
  if (flags.indexOf('-v') !== -1 || flags.indexOf('--version') !== -1) {
    const pkg = readPackage();
    io.out(pkg.version + '\n');
    return 0;
  }
  const unknown = flags.filter((f) => f !== '--json' && f !== '--cms');
  if (args[0] !== 'check' || args.length < 2 || unknown.length) {
    io.err((unknown.length ? 'Unknown option ' + unknown.join(', ') + '\n\n' : '') + USAGE);
    return 2;
  }
  const json = flags.indexOf('--json') !== -1;
  const cms = flags.indexOf('--cms') !== -1 || values['--pasted'] !== undefined;
  const base = 'file://' + io.cwd.replace(/\/?$/, '/');
  const read = async (/** @type {string} */ file) =>
    (file === '-' ? await readStdin(io) : readFileSync(new URL(file, base), 'utf8')).replace(/^\uFEFF/, '');
  const fromStdin = args.slice(1).indexOf('-') !== -1;
  const { files, unmatched } = await expandFiles(args.slice(1).filter((a) => a !== '-'), io.cwd);
  for (const arg of unmatched) io.err('pp-widgets: no file matches ' + arg + '\n');
  if (fromStdin) files.push('-');
  if (!files.length) return 2;

  if (cms) {
    /** @type {string | undefined} */
    let pasted;
    /** @type {any} */
    let config;
    try {
      if (values['--pasted'] !== undefined) pasted = await read(values['--pasted']);
      if (values['--config'] !== undefined) config = JSON.parse(await read(values['--config']));
    } catch (error) {
      io.err('pp-widgets: cannot read ' + (pasted === undefined && values['--pasted'] !== undefined ? values['--pasted'] : values['--config']) + ': ' +
        (error instanceof Error ? error.message : String(error)) + '\n');
      return 2;
    }
    const results = [];
    for (const file of files) {
      try {
        results.push({ file: file === '-' ? '<stdin>' : file, pasted: values['--pasted'], ...checkCmsOutput({ pasted, saved: await read(file), config }) });
      } catch (error) {
        io.err('pp-widgets: cannot read ' + file + ': ' + (error instanceof Error ? error.message : String(error)) + '\n');
        return 2;
      }
    }
    io.out(json ? formatCmsJson(results) : formatCmsText(results, { color: io.color }));
    return cmsFailed(results) ? 1 : 0;
  }

  const results = [];
  for (const file of files) {
    try {
      const source = await read(file);
      const name = file === '-' ? '<stdin>' : file;
      results.push({ file: name, findings: checkMarkup(source, { file: name }) });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      results.push({ file, findings: [{ line: 1, column: 1, severity: /** @type {const} */ ('error'), rule: 'read-error', message: 'cannot read the file: ' + why }] });
    }
  }
  io.out(json ? formatJson(results) : formatText(results, { color: io.color }));
  return count(results).errorCount > 0 ? 1 : 0;
}

/**
 * Standard input as text (io.stdin in tests).
 * @param {{ stdin?: () => Promise<string> }} io
 * @returns {Promise<string>}
 */
async function readStdin(io) {
  if (io.stdin) return io.stdin();
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(/** @type {Buffer} */ (chunk));
  return Buffer.concat(chunks).toString('utf8');
}

main(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write('pp-widgets: ' + (error && error.stack ? error.stack : String(error)) + '\n');
    process.exitCode = 2;
  },
);
