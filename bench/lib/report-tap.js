// Renders part (d), the first tap on a phone network, as markdown (pure).
import { fmt, fmtKB } from './stats.js';

export const TAP_START = '<!-- bench:tap -->';
export const TAP_END = '<!-- /bench:tap -->';

const ms = (v) => (typeof v === 'number' ? `${fmt(v, 0)} ms` : 'n/a');
const sum = (rows, key) => rows.reduce((t, r) => t + (typeof r[key] === 'number' ? r[key] : 0), 0);

/** The tap goals (first tap on a phone network), as checks over the tap results. */
export function tapChecks(tap) {
  const cell = (flow, approach) => (tap.cells || []).find((c) => c.flow === flow && c.approach === approach);
  const wechat = cell('wechat', 'default');
  // Save-Data: every flow (the phone browsers' first page of a session also shows the tips banner).
  const saving = ['wechat', 'android', 'iphone'].map((f) => cell(f, 'savedata')).filter((c) => c && c.wireBefore !== null);
  const visit = tap.visit && tap.visit.files.filter((f) => f.gzip !== null);
  const pages = (tap.pages || []).filter((r) => r.wire !== null);
  const over = pages.filter((r) => r.wire > 16000);
  const visitGzip = visit ? sum(visit, 'gzip') : null;
  const check = (what, shown, ok) => ({ what, shown, ok });
  return [
    check('default config, WeChat tap -> dialog median <= 100 ms', wechat ? ms(wechat.action) : 'n/a', wechat && wechat.action !== null ? wechat.action <= 100 : null),
    check(
      'Save-Data: scripts on the wire before the first tap <= 16 KB',
      saving.length ? saving.map((c) => `${c.flow} ${fmtKB(c.wireBefore)}`).join(', ') : 'n/a',
      saving.length ? saving.every((c) => c.wireBefore <= 16000) : null,
    ),
    check(
      'Save-Data: scripts on the wire before the first tap <= 16 KB on every example page',
      pages.length ? (over.length ? `${over.length} of ${pages.length} above: ${over.map((r) => `${r.page} ${r.flow} ${fmtKB(r.wire)}`).join(', ')}` : `all ${pages.length} within`) : 'n/a',
      pages.length ? over.length === 0 : null,
    ),
    check('a whole visit of the detail page <= 45 KB gzip of script', visit ? `${fmtKB(visitGzip)} in ${visit.length} files` : 'n/a', visit ? visitGzip <= 45000 : null),
  ];
}

/**
 * @param {{ runs: number, cells: object[], visit?: { files: object[], note?: string }, pages?: object[] }} tap
 */
export function renderTap(tap) {
  const out = [TAP_START, '## (d) The first tap on a phone network', ''];
  out.push(
    '`examples/detail.html` served by `server/start.js` (brotli as built), a fresh browser context per run (empty cache), Lighthouse\'s "Slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up, CDP `Network.emulateNetworkConditions`) and 4x CPU slowdown, a 412×915 touch phone. The visitor taps the download button 4 s after the load event. Feedback = the first of: the busy mark (`aria-busy`, `ppw-busy`) on the button, a visible dialog, the navigation\'s request reaching the server. Action = the dialog visible, or the navigation\'s request. Scripts before the tap: bytes on the wire (compressed body, `encodedBodySize`). Approaches interleaved run by run; median of the runs.',
    '',
    '| flow | approach | tap → feedback | tap → action | busy mark seen | scripts on the wire before the tap | runs | note |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const c of tap.cells) {
    out.push(
      `| ${c.flowLabel} | ${c.approachLabel} | ${ms(c.feedback)} | ${ms(c.action)} | ${c.runs.length ? `${c.busyShown} of ${c.runs.length}` : 'n/a'} | ${c.wireBefore === null ? 'n/a' : `${fmtKB(c.wireBefore)} (${fmt(c.scriptsBefore)} files)`} | ${c.runs.length} | ${c.note || ''} |`,
    );
  }
  out.push('');
  const v = tap.visit;
  if (v) {
    out.push(
      'A whole visit of the detail page on a phone (Android Chrome, default config, unthrottled): the search used (a letter typed, suggestions shown), scrolled to the end, the download button tapped through to the real-name dialog, the menu opened. Every script it ran; gzip -9 of the file as size-limit counts it, and the bytes on the wire as served (brotli):',
      '',
      '| script | bytes | gzip -9 | on the wire |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const f of v.files) out.push(`| \`${f.file}\` | ${fmt(f.bytes)} | ${fmtKB(f.gzip)} | ${fmtKB(f.wire)} |`);
    out.push(`| **all ${v.files.length}** | ${fmt(sum(v.files, 'bytes'))} | **${fmtKB(sum(v.files, 'gzip'))}** | **${fmtKB(sum(v.files, 'wire'))}** |`, '');
    if (v.note) out.push(`Note: ${v.note}.`, '');
  }
  const rows = tap.pages || [];
  if (rows.length) {
    const flows = rows.map((r) => r.flow).filter((f, i, all) => all.indexOf(f) === i);
    const names = rows.map((r) => r.page).filter((p, i, all) => all.indexOf(p) === i);
    out.push(
      'Save-Data on every example page: the script bytes on the wire when the visitor would tap (4 s after the load event), first page of a session (a fresh context), same network and CPU as above; one run each (bytes do not vary). The files are listed under the table.',
      '',
      `| page | ${flows.join(' | ')} |`,
      `| --- |${flows.map(() => ' ---: |').join('')}`,
    );
    for (const name of names) {
      const cells = flows.map((f) => {
        const r = rows.find((x) => x.page === name && x.flow === f);
        return !r || r.wire === null ? `n/a${r && r.note ? ` (${r.note})` : ''}` : `${fmtKB(r.wire)} (${r.files.length} files)`;
      });
      out.push(`| \`${name}.html\` | ${cells.join(' | ')} |`);
    }
    out.push('');
    for (const name of names) {
      const r = rows.find((x) => x.page === name && x.wire !== null && x.flow === flows[flows.length - 1]) || rows.find((x) => x.page === name && x.wire !== null);
      if (r) out.push(`- \`${name}.html\` (${r.flow}): ${r.files.map((f) => `\`${f}\``).join(', ')}`);
    }
    out.push('');
  }
  out.push('Goals of the first tap:', '', '| goal | measured | met |', '| --- | ---: | :---: |');
  for (const c of tapChecks(tap)) out.push(`| ${c.what} | ${c.shown} | ${c.ok === null ? 'n/a' : c.ok ? 'yes' : '**no**'} |`);
  out.push('', TAP_END, '');
  return out.join('\n');
}

/**
 * `markdown` with the section between `start` and `end` replaced by `section` (or added before
 * "## Notes", else at the end): a run of one part keeps the other sections of the last full run.
 */
export function spliceMarked(markdown, section, start, end) {
  const a = markdown.indexOf(start);
  const b = markdown.indexOf(end);
  if (a >= 0 && b > a) return markdown.slice(0, a) + section.trimEnd() + markdown.slice(b + end.length);
  const notes = markdown.indexOf('\n## Notes');
  if (notes >= 0) return `${markdown.slice(0, notes + 1)}${section}\n${markdown.slice(notes + 1)}`;
  return `${markdown.trimEnd()}\n\n${section}`;
}

/** RESULTS.md with its tap section replaced: a run of `--only=tap` keeps the rest. */
export const spliceTap = (markdown, section) => spliceMarked(markdown, section, TAP_START, TAP_END);
