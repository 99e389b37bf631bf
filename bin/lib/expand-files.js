/**
 * Turns the command line's files, folders and globs into a sorted list of files to check.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';

/** Extensions of pages and server templates looked for inside a folder. */
export const TEMPLATE_EXTENSIONS = [
  'html', 'htm', 'xhtml', 'shtml', 'tpl', 'tmpl', 'ejs', 'erb', 'hbs', 'handlebars', 'mustache',
  'njk', 'nunjucks', 'jinja', 'jinja2', 'j2', 'twig', 'liquid', 'vm', 'vtl', 'ftl', 'ftlh', 'jsp', 'jspx', 'php', 'phtml',
  'aspx', 'cshtml', 'gohtml', 'gotmpl',
];

const IGNORE = ['**/node_modules/**', '**/.git/**'];

/**
 * @param {string[]} args files, folders or glob patterns
 * @param {string} cwd
 * @returns {Promise<{ files: string[], unmatched: string[] }>} files relative to `cwd`, and
 *   the arguments that matched nothing
 */
export async function expandFiles(args, cwd) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {string[]} */
  const unmatched = [];
  for (const arg of args) {
    let pattern = arg;
    let stat = null;
    try {
      stat = statSync(resolve(cwd, arg));
    } catch (_) {
      stat = null;
    }
    if (stat && stat.isFile()) {
      files.add(arg.replace(/\\/g, '/'));
      continue;
    }
    if (stat && stat.isDirectory()) {
      pattern = arg.replace(/[\\/]+$/, '') + '/**/*.{' + TEMPLATE_EXTENSIONS.join(',') + '}';
    } else if (!isDynamicPattern(arg)) {
      unmatched.push(arg);
      continue;
    }
    const found = await glob(pattern, { cwd, ignore: IGNORE, onlyFiles: true, dot: false, expandDirectories: false });
    if (!found.length) unmatched.push(arg);
    for (const f of found) files.add(f);
  }
  return { files: Array.from(files).sort(), unmatched };
}
