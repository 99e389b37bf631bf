/**
 * `npx pp-widgets report`: collected field-measurement beacons (config `rum`, docs/rum.md) in,
 * p75 and p95 of each metric by environment, widget, page and release out, as data (`--json`)
 * or one self-contained HTML page (inline CSS and SVG, no script, no network).
 *
 * Percentiles are nearest-rank, as web-vitals' and CrUX's p75: the value at rank
 * ceil(p / 100 × n) of the n values sorted ascending.
 */

/** The metrics, their unit and the web.dev thresholds (good up to the first, poor above the second). */
export const METRICS = [
  { key: 'lcp', label: 'LCP', unit: 'ms', good: 2500, poor: 4000 },
  { key: 'cls', label: 'CLS', unit: '', good: 0.1, poor: 0.25 },
  { key: 'inp', label: 'INP', unit: 'ms', good: 200, poor: 500 },
  { key: 'ttfb', label: 'TTFB', unit: 'ms', good: 800, poor: 1800 },
  { key: 'ia', label: 'first click → answer', unit: 'ms', good: 200, poor: 1000 },
];

/** The environments of the report, in this order (docs/rum.md "Environments"). */
export const ENVIRONMENTS = ['WeChat', 'QQ', 'other in-app browsers', 'Android client', 'iOS client', 'phone browsers', 'desktop'];

/**
 * Nearest-rank percentile of `values` (not necessarily sorted); null for none.
 * @example percentile([1, 2, 3, 4], 75) // 3
 * @param {number[]} values
 * @param {number} p 0 < p <= 100
 * @returns {number | null}
 */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = values.slice().sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/**
 * One stored beacon: a JSON object of the beacon's decoded query fields (the tracking server's
 * format, docs/rum.md), or a line holding the beacon's URL or query string. Only `t=rum` lines
 * count; anything else is skipped and counted.
 * @param {string} text JSON lines
 * @returns {{ beacons: Record<string, string>[], skipped: number }}
 */
export function parseBeacons(text) {
  const beacons = [];
  let skipped = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    let fields = null;
    try {
      const value = line.charAt(0) === '{' ? JSON.parse(line) : null;
      if (value && typeof value === 'object') {
        const query = typeof value.url === 'string' ? value.url : typeof value.query === 'string' ? value.query : null;
        fields = query !== null && value.t === undefined ? fromQuery(query) : value;
      } else {
        fields = fromQuery(line);
      }
    } catch (_e) {
      fields = null;
    }
    if (fields && fields.t === 'rum') beacons.push(fields);
    else skipped++;
  }
  return { beacons, skipped };
}

/** @param {string} text a URL, a path with a query or a bare query */
function fromQuery(text) {
  const q = text.indexOf('?') >= 0 ? text.slice(text.indexOf('?') + 1) : text;
  const out = {};
  for (const [k, v] of new URLSearchParams(q)) out[k] = v;
  return out;
}

/**
 * The report's environment of one beacon: the in-app browser first (WeChat, QQ, others), then
 * the store client (`android`, `wdj`, `reader`: Android; `ppzb`, `ppyy`: iOS), then the platform.
 * @param {Record<string, string>} b
 */
export function environmentOf(b) {
  if (b.iab === 'wechat') return 'WeChat';
  if (b.iab === 'qq') return 'QQ';
  if (b.iab) return 'other in-app browsers';
  if (b.cli === 'ppzb' || b.cli === 'ppyy') return 'iOS client';
  if (b.cli === 'desktop') return 'desktop';
  if (b.cli) return 'Android client';
  return b.plat === 'desktop' ? 'desktop' : 'phone browsers';
}

/** `a:1,b:2` → [['a', 1], ['b', 2]] */
function pairs(text) {
  if (!text) return [];
  return String(text)
    .split(',')
    .map((p) => p.split(':'))
    .filter((p) => p.length === 2 && p[0] && isFinite(Number(p[1])))
    .map(([k, v]) => [k, Number(v)]);
}

/** The metric values one beacon gives, each with the widget it is attributed to. */
function valuesOf(b) {
  const out = [];
  for (const m of METRICS) {
    if (m.key === 'ia') {
      for (const [widget, v] of pairs(b.ia)) out.push({ metric: 'ia', value: v, widget });
    } else if (b[m.key] !== undefined && b[m.key] !== '' && isFinite(Number(b[m.key]))) {
      out.push({ metric: m.key, value: Number(b[m.key]), widget: b[m.key + '_w'] || 'page' });
    }
  }
  return out;
}

/**
 * The figures: per dimension, per group, per metric `{ n, p75, p95 }`; `n` is the sample
 * size behind the two figures. By widget, a metric counts for the widget it is attributed to.
 * @param {Record<string, string>[]} beacons
 */
export function summarize(beacons) {
  /** @type {Record<string, Record<string, Record<string, number[]>>>} */
  const groups = { environment: {}, widget: {}, page: {}, release: {} };
  const errors = {};
  const missing = {};
  const views = { environment: {}, page: {}, release: {} };
  const add = (dim, group, metric, value) => {
    const g = (groups[dim][group] = groups[dim][group] || {});
    (g[metric] = g[metric] || []).push(value);
  };
  for (const b of beacons) {
    const keys = { environment: environmentOf(b), page: b.pg || '(no data-page)', release: b.v || '(unknown)' };
    for (const dim of Object.keys(views)) views[dim][keys[dim]] = (views[dim][keys[dim]] || 0) + 1;
    for (const { metric, value, widget } of valuesOf(b)) {
      add('environment', keys.environment, metric, value);
      add('page', keys.page, metric, value);
      add('release', keys.release, metric, value);
      add('widget', widget, metric, value);
    }
    for (const [key, n] of pairs(b.err)) errors[key] = (errors[key] || 0) + n;
    for (const name of String(b.na || '').split(',').filter(Boolean)) {
      const env = keys.environment;
      missing[env] = missing[env] || {};
      missing[env][name] = (missing[env][name] || 0) + 1;
    }
  }
  const order = (dim, names) => (dim === 'environment' ? ENVIRONMENTS.filter((e) => names.indexOf(e) >= 0) : names.sort());
  const dimensions = {};
  for (const dim of Object.keys(groups)) {
    dimensions[dim] = order(dim, Object.keys(groups[dim]).concat(Object.keys(views[dim] || {})).filter((v, i, a) => a.indexOf(v) === i)).map((name) => {
      const metrics = {};
      for (const m of METRICS) {
        const values = (groups[dim][name] || {})[m.key] || [];
        metrics[m.key] = { n: values.length, p75: percentile(values, 75), p95: percentile(values, 95) };
      }
      return { name, views: views[dim] ? views[dim][name] || 0 : undefined, metrics };
    });
  }
  return { version: 1, method: 'nearest-rank', beacons: beacons.length, dimensions, errors, missing };
}

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A figure as text: ms whole, CLS with three decimals. */
function fmt(metric, value) {
  if (value === null || value === undefined) return '—';
  return metric.unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}

const rating = (metric, v) => (v === null ? '' : v <= metric.good ? 'good' : v <= metric.poor ? 'ni' : 'poor');

/** One horizontal bar chart (inline SVG): p75 bar, p95 tick, per group. */
function chart(metric, rows, title) {
  const shown = rows.filter((r) => r.metrics[metric.key].n);
  if (!shown.length) return '';
  const max = Math.max(metric.poor, ...shown.map((r) => r.metrics[metric.key].p95)) * 1.05;
  const W = 520;
  const L = 170;
  const H = 22;
  const x = (v) => L + ((W - L - 80) * v) / max;
  const bars = shown
    .map((r, i) => {
      const f = r.metrics[metric.key];
      const y = 8 + i * H;
      return `<text x="${L - 6}" y="${y + 13}" text-anchor="end">${esc(r.name)}</text>` +
        `<rect class="${rating(metric, f.p75)}" x="${L}" y="${y + 2}" width="${Math.max(1, x(f.p75) - L).toFixed(1)}" height="14"><title>${esc(r.name)}: p75 ${esc(fmt(metric, f.p75))}, p95 ${esc(fmt(metric, f.p95))}, n=${f.n}</title></rect>` +
        `<line class="p95" x1="${x(f.p95).toFixed(1)}" x2="${x(f.p95).toFixed(1)}" y1="${y}" y2="${y + 18}"/>` +
        `<text x="${(x(f.p95) + 4).toFixed(1)}" y="${y + 13}">${esc(fmt(metric, f.p75))} (n=${f.n})</text>`;
    })
    .join('');
  const guides = [metric.good, metric.poor]
    .map((v) => `<line class="guide" x1="${x(v).toFixed(1)}" x2="${x(v).toFixed(1)}" y1="4" y2="${12 + shown.length * H}"/>`)
    .join('');
  const h = 16 + shown.length * H;
  return `<figure><svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${W} ${h}" width="${W}" height="${h}">${guides}${bars}</svg><figcaption>${esc(title)}: bar p75, tick p95; dashed lines the good and poor thresholds</figcaption></figure>`;
}

function table(dimLabel, rows, dim) {
  const head = `<tr><th scope="col">${esc(dimLabel)}</th>${dim === 'widget' ? '' : '<th scope="col">views</th>'}${METRICS.map((m) => `<th scope="col" colspan="3">${esc(m.label)}</th>`).join('')}</tr>` +
    `<tr><th></th>${dim === 'widget' ? '' : '<th></th>'}${METRICS.map(() => '<th>p75</th><th>p95</th><th>n</th>').join('')}</tr>`;
  const body = rows
    .map((r) => `<tr><th scope="row">${esc(r.name)}</th>${dim === 'widget' ? '' : `<td>${r.views}</td>`}${METRICS.map((m) => {
      const f = r.metrics[m.key];
      return `<td class="${rating(m, f.p75)}">${esc(fmt(m, f.p75))}</td><td>${esc(fmt(m, f.p95))}</td><td class="n">${f.n}</td>`;
    }).join('')}</tr>`)
    .join('');
  return `<table><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

const DIMENSIONS = [
  ['environment', 'By environment', 'environment'],
  ['widget', 'By widget (each metric where it is attributed)', 'widget'],
  ['page', 'By page (data-page)', 'page'],
  ['release', 'By release', 'release'],
];

const CSS = `body{font:14px/1.45 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#1d1d1f;max-width:1200px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd}h3{font-size:15px}
table{border-collapse:collapse;margin:8px 0 16px;font-variant-numeric:tabular-nums}th,td{border:1px solid #ddd;padding:3px 6px;text-align:right}
th[scope=row]{text-align:left}td.n{color:#666}.good{background:#e6f4ea}.ni{background:#fef3d6}.poor{background:#fde2e1}
svg{font:11px system-ui,sans-serif}svg rect.good{fill:#34a853}svg rect.ni{fill:#f9ab00}svg rect.poor{fill:#ea4335}svg .p95{stroke:#1d1d1f;stroke-width:2}svg .guide{stroke:#999;stroke-dasharray:3 3}
.charts{display:flex;flex-wrap:wrap;gap:8px 24px}figure{margin:0}figcaption{color:#666;font-size:12px}.note{color:#555}`;

/**
 * The report page: self-contained (inline CSS and SVG, no script, no request), so it opens from a
 * file, under a strict CSP or attached to a mail.
 * @param {ReturnType<typeof summarize>} summary
 * @param {{ title?: string, generated?: string, skipped?: number }} [options]
 */
export function renderHtml(summary, options = {}) {
  const title = options.title || 'pp-widgets field report';
  const sections = DIMENSIONS.map(([dim, heading, label]) => {
    const rows = summary.dimensions[dim];
    const charts = METRICS.map((m) => chart(m, rows, `${m.label} ${heading.toLowerCase().replace(/ \(.*\)$/, '')}`)).join('');
    return `<section><h2>${esc(heading)}</h2>${rows.length ? table(label, rows, dim) + `<div class="charts">${charts}</div>` : '<p class="note">No beacon.</p>'}</section>`;
  }).join('');
  const errors = Object.keys(summary.errors).sort();
  const errorTable = errors.length
    ? `<table><thead><tr><th scope="col">widget.kind</th><th scope="col">pp:error</th></tr></thead><tbody>${errors.map((k) => `<tr><th scope="row">${esc(k)}</th><td>${summary.errors[k]}</td></tr>`).join('')}</tbody></table>`
    : '<p class="note">No pp:error reported.</p>';
  const missingRows = Object.keys(summary.missing)
    .map((env) => `<tr><th scope="row">${esc(env)}</th><td>${Object.keys(summary.missing[env]).sort().map((k) => `${esc(k)} (${summary.missing[env][k]})`).join(', ')}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style></head><body>
<h1>${esc(title)}</h1>
<p class="note">${summary.beacons} page views${options.skipped ? `, ${options.skipped} lines skipped (not a rum beacon)` : ''}${options.generated ? `; generated ${esc(options.generated)}` : ''}. p75 and p95 are nearest-rank percentiles (as web-vitals and CrUX); n is the number of values behind them. Colours: good, needs improvement, poor (web.dev thresholds).</p>
${sections}
<section><h2>Errors (pp:error by widget and kind)</h2>${errorTable}</section>
<section><h2>Not measurable (browsers without the API)</h2>${missingRows ? `<table><tbody>${missingRows}</tbody></table>` : '<p class="note">Every browser could measure every metric.</p>'}</section>
</body></html>
`;
}
