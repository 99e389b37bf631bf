/**
 * Packs the library as `npm publish` would, from a snapshot of the working copy (dist/ may be
 * rebuilt while a test runs). Shared by the package tests. Not a test file itself.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const root = join(__dirname, '..', '..');
export const BUILT = ['dist/pp-widgets.js', 'dist/pp-widgets.all.js', 'dist/pp-widgets.css', 'dist/esm/index.js', 'dist/types/app/index.d.ts'];

// Not shipped, and never copied into the snapshot that is packed.
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'coverage', 'out']);

/** Runs a command; never throws, so a failure shows its output in the assertion. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
  // `out` is stdout alone (JSON answers); `log` adds stderr for failure messages.
  return { code: r.status, out: r.stdout || '', log: (r.stdout || '') + (r.stderr || '') };
}

/** Copies the working copy into `stage` and packs it into `outDir`; returns what npm pack said. */
export function packSnapshot(stage: string, outDir: string) {
  cpSync(root, stage, {
    recursive: true,
    filter: (src) => relative(root, src).split(sep).every((part) => !SKIP.has(part)),
  });
  const gone = BUILT.filter((f) => !existsSync(join(stage, f)));
  if (gone.length) throw new Error('dist/ changed while it was copied (a build running?): ' + gone.join(', ') + '; run again');
  mkdirSync(outDir, { recursive: true });
  const packed = run('npm', ['pack', '--json', '--pack-destination', outDir], stage);
  if (packed.code !== 0) throw new Error('npm pack failed: ' + packed.log);
  const info = JSON.parse(packed.out.slice(packed.out.indexOf('['))) as { filename: string; version: string; files: { path: string; mode: number }[] }[];
  return { tarball: join(outDir, info[0].filename), files: info[0].files, version: info[0].version };
}
