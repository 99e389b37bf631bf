// Copies the build under test out of dist/ once it is complete and quiet: other work in the
// same tree may run `npm run build` (which empties dist/ first) while the bench runs.
import { existsSync, readdirSync, statSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` with its size and mtime, as one comparable string (sorted). */
function listing(dir) {
  const rows = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(p);
      else rows.push(`${p}\t${st.size}\t${st.mtimeMs}`);
    }
  };
  try {
    walk(dir);
  } catch {
    return { key: '', newest: Infinity };
  }
  rows.sort();
  const newest = rows.reduce((m, r) => Math.max(m, Number(r.split('\t')[2])), 0);
  return { key: rows.join('\n'), newest };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `builtDir` has `pp-widgets.js` and no file changed for `quietMs`, then copies it
 * to `toDir` and checks nothing changed meanwhile (else tries again).
 * @param {{ builtDir: string, toDir: string, quietMs?: number, timeoutMs?: number, log?: (s: string) => void }} options
 * @returns {Promise<boolean>} false when no complete build showed up in time
 */
export async function snapshotDist({ builtDir, toDir, quietMs = 5000, timeoutMs = 180000, log = () => undefined }) {
  const deadline = Date.now() + timeoutMs;
  let said = false;
  while (Date.now() < deadline) {
    const before = listing(builtDir);
    const complete = existsSync(join(builtDir, 'pp-widgets.js'));
    if (complete && Date.now() - before.newest >= quietMs) {
      rmSync(toDir, { recursive: true, force: true });
      cpSync(builtDir, toDir, { recursive: true });
      if (listing(builtDir).key === before.key) return true;
    }
    if (!said) {
      log('bench: waiting for dist/ to be complete and quiet (a build is running?)…');
      said = true;
    }
    await sleep(1000);
  }
  rmSync(toDir, { recursive: true, force: true });
  return false;
}
