/**
 * The CMS parties of / docs/cms.md: what a CMS runs on an editor's HTML before it is
 * saved. Sanitizers run here in Node.js (PHP and Python ones as Debian ships them, each batch in
 * one process); the rich-text editors run in Chromium (tests/cms/editors/entry.js).
 * `doc` is the party's section of docs/cms.md; `recipe` its allowlist recipe (tests/cms/recipes/),
 * the code docs/cms.md shows. Quill and wangEditor have no allowlist: their recipe is the link form.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaults } from './sanitizers.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
export const RECIPES = fileURLToPath(new URL('../recipes/', import.meta.url));
/** Debian's python3 (python3-bleach), not a pyenv one first on PATH. */
const PYTHON = '/usr/bin/python3';

/** @type {{ key: string, label: string, doc: string, recipe?: string, editor?: string, config?: string }[]} */
export const PARTIES = [
  { key: 'wordpress', label: 'WordPress `wp_kses_post`', doc: 'wordpress', recipe: 'wordpress.php' },
  { key: 'htmlpurifier', label: 'HTML Purifier', doc: 'html-purifier', recipe: 'htmlpurifier.php' },
  { key: 'bleach', label: 'bleach', doc: 'bleach', recipe: 'bleach.py' },
  { key: 'js-xss', label: 'js-xss', doc: 'js-xss', recipe: 'js-xss.mjs' },
  { key: 'sanitize-html', label: 'sanitize-html', doc: 'sanitize-html', recipe: 'sanitize-html.mjs' },
  { key: 'dompurify', label: 'DOMPurify', doc: 'dompurify', recipe: 'dompurify.mjs' },
  { key: 'ckeditor-5', label: 'CKEditor 5', doc: 'ckeditor-5', recipe: 'ckeditor-5.js', editor: 'ckeditor' },
  { key: 'ckeditor-5-ghs', label: 'CKEditor 5 + GHS (all)', doc: 'ckeditor-5', editor: 'ckeditor', config: 'ghs' },
  { key: 'tinymce', label: 'TinyMCE', doc: 'tinymce', recipe: 'tinymce.js', editor: 'tinymce' },
  { key: 'quill', label: 'Quill 2', doc: 'quill', editor: 'quill' },
  { key: 'wangeditor', label: 'wangEditor 5', doc: 'wangeditor', editor: 'wangeditor' },
];

/**
 * A temporary copy of Debian's HTML Purifier 4.11 with the upstream PHP 8 fix (curly-brace
 * string offsets, `$raw{0}` -> `$raw[0]`, fixed upstream in 4.13); system files are never edited.
 */
function purifierCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'ppw-htmlpurifier-'));
  const src = '/usr/share/php';
  for (const name of ['HTMLPurifier', 'HTMLPurifier.auto.php', 'HTMLPurifier.autoload.php', 'HTMLPurifier.autoload-legacy.php', 'HTMLPurifier.php', 'HTMLPurifier.includes.php', 'HTMLPurifier.func.php']) {
    cpSync(join(src, name), join(dir, name), { recursive: true });
  }
  const fix = (file, from, to) => {
    const path = join(dir, 'HTMLPurifier', file);
    const text = readFileSync(path, 'utf8');
    if (text.includes(from)) writeFileSync(path, text.split(from).join(to));
  };
  fix('ChildDef/Custom.php', '$raw{0}', '$raw[0]');
  fix('Encoder.php', '$str{$i}', '$str[$i]');
  fix('TagTransform/Font.php', "$attr['size']{0}", "$attr['size'][0]");
  return dir;
}

function run(command, args, list) {
  const out = execFileSync(command, args, { input: JSON.stringify(list), maxBuffer: 64 << 20, encoding: 'utf8' });
  return JSON.parse(out);
}

/**
 * Saves every HTML string of `list` through a Node-side party (not an editor).
 * @param {string} key a PARTIES key
 * @param {'default' | 'recipe'} config
 * @param {string[]} list
 * @returns {Promise<string[]>}
 */
export async function saveThrough(key, config, list) {
  const recipe = config === 'recipe' ? join(RECIPES, PARTIES.find((p) => p.key === key).recipe) : null;
  if (key === 'wordpress') return run('php', [join(here, 'wordpress.php'), ...(recipe ? [recipe] : [])], list);
  if (key === 'htmlpurifier') {
    const lib = purifierCopy();
    try {
      return run('php', [join(here, 'htmlpurifier.php'), lib, ...(recipe ? [recipe] : [])], list);
    } finally {
      rmSync(lib, { recursive: true, force: true });
    }
  }
  if (key === 'bleach') return run(PYTHON, [join(here, 'bleach_clean.py'), ...(recipe ? [recipe] : [])], list);
  const save = recipe ? (await import(recipe)).save : defaults[key];
  return list.map((html) => save(html));
}
