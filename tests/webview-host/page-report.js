// Test instrumentation (not part of the port): the page's config for the run, and a report to
// the host of what a user would see, sent whenever it changes (explicit signals, no polling).
(function () {
  window.PPWidgetsConfig = __CONFIG__;
  function post(o) {
    try {
      window.webkit.messageHandlers.ppTest.postMessage(JSON.stringify(o));
    } catch (e) {}
  }
  addEventListener('error', function (e) {
    post({ kind: 'pageerror', message: String(e.message) });
  });
  addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    post({ kind: 'pageerror', message: 'unhandled rejection: ' + String(r && r.message ? r.message : JSON.stringify(r)) });
  });
  var consoleError = console.error;
  console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i++) parts.push(String(arguments[i] && arguments[i].message ? arguments[i].message : arguments[i]));
    post({ kind: 'console.error', message: parts.join(' ') });
    return consoleError.apply(console, arguments);
  };
  document.addEventListener('pp:download', function (e) {
    post({ kind: 'pp:download', detail: JSON.parse(JSON.stringify(e.detail || {})) });
  });
  document.addEventListener('pp:ready', function () {
    post({ kind: 'ready' });
  });
  var last = '';
  function text(el) {
    return (el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function snap() {
    var s = { labels: {}, dialogs: [], lucky: '' };
    var buttons = document.querySelectorAll('[data-widget="download"][id]');
    for (var i = 0; i < buttons.length; i++) s.labels[buttons[i].id] = text(buttons[i]);
    var dialogs = document.querySelectorAll('[role="dialog"]');
    for (var j = 0; j < dialogs.length; j++) s.dialogs.push(text(dialogs[j]));
    var lucky = document.querySelector('[data-widget="lucky"]');
    if (lucky) s.lucky = text(lucky);
    var status = document.querySelector('[data-widget="lucky"] .ppw-lucky-status');
    s.luckyStatus = status ? text(status) : '';
    var json = JSON.stringify(s);
    if (json !== last) {
      last = json;
      post({ kind: 'snapshot', snapshot: s });
    }
  }
  new MutationObserver(snap).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();
