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
