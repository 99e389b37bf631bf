/**
 * Output of `pp-widgets check`: a readable report per file and line, or JSON for CI.
 */

/**
 * @typedef {import('./check-markup.js').Finding} Finding
 * @typedef {{ file: string, findings: Finding[] }} FileResult
 */

/**
 * Counts errors and warnings over all files.
 * @param {FileResult[]} results
 * @returns {{ errorCount: number, warningCount: number }}
 */
export function count(results) {
  let errorCount = 0;
  let warningCount = 0;
  for (const r of results) {
    for (const f of r.findings) {
      if (f.severity === 'error') errorCount++;
      else warningCount++;
    }
  }
  return { errorCount, warningCount };
}

/**
 * The machine format (stable: documented in docs/checker.md).
 * @param {FileResult[]} results
 * @returns {string}
 */
export function formatJson(results) {
  return JSON.stringify({ version: 1, ...count(results), files: results }, null, 2) + '\n';
}

/**
 * The human format: files with findings, one line per finding, then a summary.
 * @param {FileResult[]} results
 * @param {{ color?: boolean }} [options]
 * @returns {string}
 */
export function formatText(results, options = {}) {
  const paint = (/** @type {string} */ code, /** @type {string} */ text) => (options.color ? '\u001b[' + code + 'm' + text + '\u001b[0m' : text);
  const lines = [];
  for (const r of results) {
    if (!r.findings.length) continue;
    lines.push(paint('4', r.file));
    for (const f of r.findings) {
      const where = (f.line + ':' + f.column).padEnd(8);
      const level = f.severity === 'error' ? paint('31', 'error  ') : paint('33', 'warning');
      lines.push('  ' + where + ' ' + level + '  ' + f.message + '  ' + paint('2', f.rule));
    }
    lines.push('');
  }
  const { errorCount, warningCount } = count(results);
  const files = results.length + (results.length === 1 ? ' file' : ' files');
  if (errorCount + warningCount === 0) {
    lines.push(paint('32', 'No markup problems in ' + files + '.'));
  } else {
    const total = errorCount + warningCount;
    lines.push(paint(errorCount ? '31' : '33', total + (total === 1 ? ' problem' : ' problems') + ' (' + errorCount +
      (errorCount === 1 ? ' error, ' : ' errors, ') + warningCount + (warningCount === 1 ? ' warning' : ' warnings') + ') in ' + files + '.'));
  }
  return lines.join('\n') + '\n';
}

/**
 * @typedef {{ file: string, pasted?: string, widgets: import('./check-cms.js').CmsWidget[], traces: import('./check-cms.js').CmsTrace[] }} CmsResult
 */

/**
 * Whether CMS mode fails: a widget broken, or a trace of damage in the saved HTML.
 * @param {CmsResult[]} results
 * @returns {boolean}
 */
export function cmsFailed(results) {
  return results.some((r) => r.traces.length > 0 || r.widgets.some((w) => w.status === 'broken'));
}

/**
 * The machine format of CMS mode (docs/checker.md): `mode: "cms"`, each saved file's widgets and traces.
 * @param {CmsResult[]} results
 * @returns {string}
 */
export function formatCmsJson(results) {
  let brokenCount = 0;
  let traceCount = 0;
  for (const r of results) {
    brokenCount += r.widgets.filter((w) => w.status === 'broken').length;
    traceCount += r.traces.length;
  }
  return JSON.stringify({ version: 1, mode: 'cms', brokenCount, traceCount, files: results }, null, 2) + '\n';
}

/**
 * The human format of CMS mode: per saved file, each widget (broken ones with what was removed
 * and the fix), then the traces of damage, then a summary.
 * @param {CmsResult[]} results
 * @param {{ color?: boolean }} [options]
 * @returns {string}
 */
export function formatCmsText(results, options = {}) {
  const paint = (/** @type {string} */ code, /** @type {string} */ text) => (options.color ? '\u001b[' + code + 'm' + text + '\u001b[0m' : text);
  const lines = [];
  let widgets = 0;
  let broken = 0;
  let traces = 0;
  for (const r of results) {
    lines.push(paint('4', r.file) + (r.pasted ? ' (pasted: ' + r.pasted + ')' : ''));
    for (const w of r.widgets) {
      widgets++;
      const where = (w.line !== undefined ? String(w.line) : '-').padEnd(6);
      const what = w.widget + ' (' + (w.form === 'link' ? 'link form' : w.widget === 'lazy-image' ? 'img data-src' : 'data-widget') + ')';
      if (w.status === 'intact') {
        lines.push('  ' + where + ' ' + paint('32', 'intact ') + '  ' + what + (w.removed.length ? paint('2', '  lost only ' + w.removed.join(', ')) : ''));
        continue;
      }
      broken++;
      lines.push('  ' + where + ' ' + paint('31', 'broken ') + '  ' + what + (w.pastedLine !== undefined ? ' pasted on line ' + w.pastedLine : ''));
      if (w.removed.length) lines.push('           removed: ' + w.removed.join(', '));
      if (w.fix) lines.push('           fix: ' + w.fix);
    }
    for (const t of r.traces) {
      traces++;
      lines.push('  ' + (t.line !== undefined ? String(t.line) : '-').padEnd(6) + ' ' + paint('33', 'damage ') + '  ' + t.message + '  ' + paint('2', t.kind));
    }
    if (!r.widgets.length && !r.traces.length) lines.push('  no widget found');
    lines.push('');
  }
  const files = results.length + (results.length === 1 ? ' file' : ' files');
  const summary = broken + ' of ' + widgets + (widgets === 1 ? ' widget' : ' widgets') + ' broken, ' + traces + (traces === 1 ? ' trace' : ' traces') + ' of damage in ' + files + '.';
  lines.push(paint(broken || traces ? '31' : '32', summary));
  return lines.join('\n') + '\n';
}
