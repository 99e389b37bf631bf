// Command-line options of bench/run.js (pure).

/** What a full run measures (`npm run bench`). */
export const FULL = { sizes: [100, 1000, 10000], runs: 5, throttles: [1, 4], sections: ['bytes', 'startup', 'interaction', 'tap', 'feel'], budget: 0, feelLoads: 1 };

/**
 * Reads the options; unknown flags are an error so that a typo does not silently run the full bench.
 * `--quick`: N = 100 and 1 000, 3 runs. `--runs=N`, `--sizes=100,1000`, `--throttles=1`,
 * `--only=bytes,startup,interaction,tap,feel` narrow it further (`--only=tap` or `--only=feel`
 * alone updates that section of RESULTS.md and keeps the rest). `--budget=330`: seconds the whole run
 * aims at (start-up cells drop runs to keep it); by default (`--budget=0`) every run runs, so each
 * figure is a median of 5 whatever the machine's load.
 * `--feel-loads=N`: part (e) loads each page and frame with the script N times and reports the
 * median of our longest task beside the first load's (one load a cell by default).
 * `--report-only`: no measuring, RESULTS.md written again from bench/out/results.json (with
 * `--only=feel` or `--only=tap`, that part's section from its run alone, results-<part>.json).
 * @param {string[]} argv process.argv.slice(2)
 * @example parseArgs(['--quick']) // { sizes: [100, 1000], runs: 3, throttles: [1, 4], … quick: true }
 */
export function parseArgs(argv) {
  const options = { ...FULL, quick: false, help: false, reportOnly: false };
  for (const arg of argv) {
    const [flag, value] = arg.split('=');
    const list = () => (value || '').split(',').filter(Boolean);
    const numbers = () => list().map(Number).filter((n) => Number.isFinite(n) && n > 0);
    if (flag === '--quick') Object.assign(options, { sizes: [100, 1000], runs: 3, quick: true });
    else if (flag === '--runs') options.runs = Math.max(1, Number(value) || FULL.runs);
    else if (flag === '--sizes') options.sizes = numbers();
    else if (flag === '--throttles') options.throttles = numbers();
    else if (flag === '--only') options.sections = list();
    else if (flag === '--budget') options.budget = Math.max(0, Number(value) || 0);
    else if (flag === '--feel-loads') options.feelLoads = Math.max(1, Math.floor(Number(value)) || 1);
    else if (flag === '--report-only') options.reportOnly = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`unknown option ${arg} (see bench/README.md)`);
  }
  for (const s of options.sections) {
    if (!FULL.sections.includes(s)) throw new Error(`unknown section ${s}: one of ${FULL.sections.join(', ')}`);
  }
  return options;
}
