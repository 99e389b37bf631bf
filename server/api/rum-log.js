// The field-measurement beacons (config `rum`, docs/rum.md) the fixture server receives at
// /collect?t=rum, kept as the tracking server would store them: one JSON object per line, the
// beacon's query fields decoded (strings) and `at`, when it arrived (ISO 8601). The file
// (server/.data/rum.jsonl by default, git-ignored) outlives the server, so
// `npx pp-widgets report server/.data/rum.jsonl` reads what a session collected.
//   GET /__rum          the lines (application/x-ndjson)
//   DELETE /__rum       forgets them
//   GET /__rum/report   the report page (bin/lib/rum-report.js) of what was collected
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseBeacons, renderHtml, summarize } from '../../bin/lib/rum-report.js';

/** @param {string} file */
export function createRumLog(file) {
  return {
    /** Appends one beacon's fields (a /collect request with t=rum). */
    add(searchParams) {
      const line = { ...Object.fromEntries(searchParams), at: new Date().toISOString() };
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, JSON.stringify(line) + '\n');
    },
    text: () => (existsSync(file) ? readFileSync(file, 'utf8') : ''),
    clear: () => rmSync(file, { force: true }),
    report() {
      const { beacons, skipped } = parseBeacons(this.text());
      return renderHtml(summarize(beacons), { title: 'pp-widgets field report (local fixture server)', skipped, generated: new Date().toISOString() });
    },
  };
}
