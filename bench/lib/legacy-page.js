// Generates the legacy server page of the start-up benchmark: a header with menu and search
// (product-rules §14 markup), N simple app rows each with a download button, the first of which is
// the tips-banner candidate; then whatever script tags the approach under test needs.
// Pure: returns HTML strings.

/** Timing hooks every page gets first in <head>: long-task observer and `__bench.done()`. */
export const HEAD_PROBE = `<script>
(function () {
  var b = window.__bench = { longTasks: [], frames: [], marks: {} };
  b.done = function (name) { if (b.marks[name] === undefined) b.marks[name] = performance.now(); };
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { b.longTasks.push([e.startTime, e.duration]); });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { b.noLongTasks = true; }
  try {
    // Long animation frames with their script attribution: whose code ran in a long frame.
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        b.frames.push([e.startTime, e.duration, (e.scripts || []).map(function (s) { return [s.startTime, s.duration]; }), e.renderStart || 0]);
      });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) { b.noFrames = true; }
})();
</script>`;

/** Inline mark placed right before the script tag under test. */
export const START_MARK = `<script>__bench.done('script-start');</script>`;

/**
 * The scripts of each approach, placed at the end of <body> after the mark; 'none' is the
 * control page (no script: what the page alone costs in heap, listeners and long tasks).
 * @param {'ours'|'react'|'preact'|'none'} approach
 * @param {{ ours: string, react: string, preact: string }} urls script URLs
 */
export function approachScripts(approach, urls) {
  if (approach === 'ours') {
    // Loaded without autostart so that start() can be timed on its own; its return is the
    // first working click (delegated listeners in place).
    return `${START_MARK}
<script src="${urls.ours}" data-autostart="false"></script>
<script>
document.addEventListener('pp:ready', function onReady() {
  __bench.done('ready');
  // Leave no listener of the bench's own behind: the listener count is the library's.
  document.removeEventListener('pp:ready', onReady);
});
try {
  __bench.done('start-call');
  PPWidgets.start();
  __bench.done('interactive');
  // Runs after start()'s own microtask (its first scan): when the main thread is free again.
  Promise.resolve().then(function () { __bench.done('scanned'); });
} catch (e) { __bench.error = String(e && e.message || e); }
</script>`;
  }
  if (approach === 'none') return `${START_MARK}\n<script>__bench.control = true;</script>`;
  return `${START_MARK}\n<script src="${urls[approach]}"></script>`;
}

/** One app row of the list, with its download button. */
function appRow(i) {
  const id = 100000 + i;
  // The first button of the page is the tips-banner candidate (product-rules §14 tips-banner).
  const tips = i === 0 ? ' data-download-tips="1" data-tips="install"' : ' data-download-tips="0"';
  return `<li class="app-row"><span class="app-icon"></span><div class="app-meta"><b>应用 ${i + 1}</b><small>工具 · 12.${i % 10}MB</small></div>`
    + `<a class="btn-download" data-widget="download" href="/download/apk?appId=${id}" data-id="${id}" data-version-id="${id + 7}" data-name="应用 ${i + 1}" data-package-name="com.example.app${id}" data-version-code="10" data-version-name="1.0.${i % 50}" data-resource-type="0" data-category-id="5" data-sub-category-id="51"${tips}>下载</a></li>`;
}

/**
 * A whole legacy page with `n` download buttons. The script under test is preloaded from
 * <head> (every approach alike), so the time from the mark mostly measures running it, not
 * waiting for the local server behind a 4 MB document.
 * @param {{ n: number, approach: 'ours'|'react'|'preact'|'none', urls: { ours: string, react: string, preact: string } }} options
 * @returns {string} HTML
 */
export function legacyPage({ n, approach, urls }) {
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(appRow(i));
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>应用列表 (${n}) - PP助手</title>
${HEAD_PROBE}
${urls[approach] ? `<link rel="preload" as="script" href="${urls[approach]}">\n` : ''}<style>
body { margin: 0; font: 14px/1.4 sans-serif; }
.site-header { display: flex; gap: 8px; align-items: center; padding: 8px; background: #2a7; color: #fff; }
.app-list { list-style: none; margin: 0; padding: 0; }
.app-row { display: flex; align-items: center; gap: 12px; height: 64px; padding: 0 12px; border-bottom: 1px solid #eee; }
.app-icon { width: 48px; height: 48px; border-radius: 10px; background: #ddd; }
.app-meta { flex: 1; display: flex; flex-direction: column; }
.btn-download { padding: 4px 16px; border: 1px solid #2a7; border-radius: 14px; color: #2a7; text-decoration: none; }
</style>
</head>
<body data-page="list">
<header class="site-header" data-widget="header">
  <a class="logo" href="/">PP助手</a>
  <button type="button" data-menu-toggle aria-controls="site-nav">菜单</button>
  <nav id="site-nav" hidden><a href="/apps" data-tag-popup="app-tags">应用</a><div id="app-tags" hidden><a href="/apps/tools">工具</a></div><a href="/games">游戏</a></nav>
  <div data-menu-mask hidden></div>
  <form data-widget="search" action="/search" method="get" data-ctoken="bench-ctoken" role="search">
    <input name="q" type="search" autocomplete="off" aria-label="搜索应用和游戏"><button type="submit">搜索</button>
  </form>
</header>
<main>
<ul class="app-list">
${rows.join('\n')}
</ul>
</main>
<footer>© PP助手 · 基准测试页面</footer>
${approachScripts(approach, urls)}
</body>
</html>
`;
}
