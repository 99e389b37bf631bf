// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectedFindings } from './expected';

const root = join(__dirname, '..', '..');
const bin = join(root, 'bin', 'pp-widgets.js');
const run = (...args: string[]) => runWith(undefined, ...args);
const runWith = (input: string | undefined, ...args: string[]) => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const cms = 'tests/checker/cms/';

interface JsonReport {
  version: number;
  errorCount: number;
  warningCount: number;
  files: { file: string; findings: { line: number; column: number; severity: string; rule: string; message: string }[] }[];
}

describe('pp-widgets check', () => {
  it('exits 1 with every expected finding as JSON for a folder of bad templates', () => {
    const { code, out } = run('check', 'tests/checker/fixtures/bad', '--json');
    expect(code).toBe(1);
    const report = JSON.parse(out) as JsonReport;
    expect(report.version).toBe(1);
    const byFile: Record<string, unknown[]> = {};
    for (const f of report.files) {
      byFile[f.file.replace('tests/checker/fixtures/bad/', '')] = f.findings.map((x) => [x.line, x.severity, x.rule, x.message]);
    }
    expect(byFile).toEqual(expectedFindings);
    const all = Object.values(expectedFindings).flat();
    expect(report.errorCount).toBe(all.filter((e) => e[1] === 'error').length);
    expect(report.warningCount).toBe(all.filter((e) => e[1] === 'warning').length);
  });

  it('exits 0 and says so for good templates', () => {
    const { code, out } = run('check', 'tests/checker/fixtures/good');
    expect(code).toBe(0);
    expect(out).toBe('No markup problems in 20 files.\n');
  });

  it('exits 0 when there are only warnings, and prints them per file and line', () => {
    const { code, out } = run('check', 'tests/checker/fixtures/bad/outside-header.html');
    expect(code).toBe(0);
    expect(out).toBe(
      'tests/checker/fixtures/bad/outside-header.html\n' +
        '  1:1      warning  [data-menu-toggle] does nothing outside a data-widget="header" element  outside-header\n' +
        '  2:22     warning  [data-tag-popup] does nothing outside a data-widget="header" element  outside-header\n' +
        '\n' +
        '2 problems (0 errors, 2 warnings) in 1 file.\n',
    );
  });

  it('expands globs', () => {
    const { code, out } = run('check', 'tests/checker/fixtures/*/*.{tpl,njk}', '--json');
    expect(code).toBe(1);
    expect((JSON.parse(out) as JsonReport).files.map((f) => f.file)).toEqual([
      'tests/checker/fixtures/bad/header-partial.tpl',
      'tests/checker/fixtures/bad/smarty-detail.tpl',
      'tests/checker/fixtures/bad/templated-mistakes.njk',
      'tests/checker/fixtures/good/smarty-detail.tpl',
    ]);
  });

  it('exits 2 with a message when nothing matches or the command is wrong', () => {
    const missing = run('check', 'no/such/file.html');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no file matches no/such/file.html');
    const usage = run('lint', 'x.html');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: pp-widgets check');
    expect(run('check', 'examples', '--fix').code).toBe(2);
  });

  it('prints its version and help', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(run('--version').out).toBe(pkg.version + '\n');
    const help = run('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('--json');
  });

  it('reads a template from standard input with -', () => {
    const { code, out } = runWith('<div data-widget="lucky"></div>\n', 'check', '-');
    expect(code).toBe(1);
    expect(out).toBe('<stdin>\n  1:1      error    lucky: the activity id is missing (data-activity-id)  missing-attribute\n\n1 problem (1 error, 0 warnings) in 1 file.\n');
  });
});

describe('pp-widgets check --pasted', () => {
  it('names each broken widget, what the CMS removed and the fix, and exits 1', () => {
    const { code, out } = run('check', '--pasted', cms + 'pasted/comments.html', cms + 'saved/ckeditor-5/comments.html');
    expect(code).toBe(1);
    expect(out).toBe(
      cms + 'saved/ckeditor-5/comments.html (pasted: ' + cms + 'pasted/comments.html)\n' +
        '  1      broken   comments (data-widget) pasted on line 1\n' +
        '           removed: <div>, data-widget, data-app-id\n' +
        '           fix: use the link form: <a href="/comments?appId=1001#ppw=comments&app-id=1001">全部评论</a>; or keep the data-widget form with the allowlist recipe: docs/cms.md#ckeditor-5 or docs/cms.md#quill or docs/cms.md#wangeditor\n' +
        '\n' +
        '1 of 1 widget broken, 0 traces of damage in 1 file.\n',
    );
  });

  it('exits 0 when every widget still works, with JSON for CI, the saved HTML from standard input', () => {
    const saved = readFileSync(join(root, cms, 'saved/tinymce/links.html'), 'utf8');
    const { code, out } = runWith(saved, 'check', '--pasted', cms + 'pasted/links.html', '-', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out) as { version: number; mode: string; brokenCount: number; files: { file: string; widgets: { widget: string; status: string }[] }[] };
    expect([report.version, report.mode, report.brokenCount]).toEqual([1, 'cms', 0]);
    expect(report.files.map((f) => [f.file, f.widgets.map((w) => w.widget + ' ' + w.status)])).toEqual([
      ['<stdin>', ['download intact', 'comments intact', 'lucky intact']],
    ]);
  });

  it('reads saved HTML alone with --cms and a config with --config', () => {
    const damaged = run('check', '--cms', cms + 'saved/wordpress/realname.html');
    expect(damaged.code).toBe(1);
    expect(damaged.out).toContain('damage   config JSON shown as visible text: { "realname": { "enabled": true } } (the config <script> was removed)  config-as-text');
    const cfg = join(root, 'tests/checker/cms/links-off.json');
    expect(JSON.parse(readFileSync(cfg, 'utf8'))).toEqual({ links: false });
    const off = run('check', '--pasted', cms + 'pasted/download.html', cms + 'saved/ckeditor-5/download.html', '--config', 'tests/checker/cms/links-off.json');
    expect(off.code).toBe(1);
    expect(run('check', '--pasted', cms + 'pasted/download.html', cms + 'saved/ckeditor-5/download.html').code).toBe(0);
    expect(run('check', '--pasted').code).toBe(2);
  });
});

