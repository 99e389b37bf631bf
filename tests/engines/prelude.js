// Runs first on every page of an engine run (injected by proxy.mjs): records page errors,
// unhandled rejections, console errors, `securitypolicyviolation` events and `pp:ready` on
// `window.__ppwEngines`, which the runner reads back; with options.bridge it plays the Android
// client's side of the bridge (docs/bridge.md; the same host as tests/browser/lucky.spec.ts).
// ES5 on purpose: it must run in every engine before anything else.
(function () {
  var O = __ENGINE_OPTIONS__;
  var rec = { errors: [], consoleErrors: [], violations: [], ready: false, sent: [] };
  window.__ppwEngines = rec;
  // "Error: message" and the first frames (WebKit's and Gecko's stacks leave the message out).
  function describe(error, fallback) {
    if (!error) return String(fallback);
    var stack = error.stack ? String(error.stack).split('\n').slice(0, 3).join(' < ') : '';
    return String(error) + (stack ? ' @ ' + stack : '');
  }
  window.addEventListener(
    'error',
    function (e) {
      // Resource load errors (a broken image) are plain Events: not page errors.
      if (typeof ErrorEvent !== 'undefined' && !(e instanceof ErrorEvent)) return;
      rec.errors.push(describe(e.error, e.message));
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (e) {
    rec.errors.push('unhandledrejection: ' + describe(e.reason, ''));
  });
  var original = console.error;
  console.error = function () {
    rec.consoleErrors.push(Array.prototype.map.call(arguments, String).join(' '));
    return original.apply(console, arguments);
  };
  document.addEventListener('securitypolicyviolation', function (e) {
    rec.violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
  });
  document.addEventListener('pp:ready', function () {
    rec.ready = true;
  });
  // settle(): sets `settled` once what the page has started by then has happened (the runtime's
  // idle moment, src/runtime/wake.ts onIdle, and every chunk it asked for run), so a flow
  // checks that something did not happen at a signal, not after a guessed time. Two idle
  // callbacks asked now run after any asked before (else two 200 ms timers after the runtime's
  // fallback ones); then, twice in a row, two frames and a task with no chunk script left in the
  // document (the loader removes each once it has run).
  // With the runtime's own deadline (2 s, src/runtime/wake.ts): a page that never goes idle on
  // a busy machine (an old engine painting every frame) still settles, and a callback asked now
  // still runs after the runtime's, asked before with the same deadline.
  function idle(fn) {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 2000 });
    else setTimeout(fn, 200);
  }
  function frames(fn) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(fn, 0);
      });
    });
  }
  rec.settled = false;
  rec.settle = function () {
    rec.settled = false;
    rec.settleStage = 'waiting for the first idle callback';
    var clear = 0;
    function check() {
      frames(function () {
        var left = document.querySelectorAll('script[src*="/chunks/"]');
        rec.settleStage = left.length
          ? 'chunk scripts still in the document: ' + Array.prototype.map.call(left, function (s) { return s.getAttribute('src'); }).join(' ')
          : 'no chunk script left, ' + (clear + 1) + ' of 2 checks';
        if (left.length > 0) clear = 0;
        else clear++;
        if (clear < 2) check();
        else rec.settled = true;
      });
    }
    idle(function () {
      rec.settleStage = 'waiting for the second idle callback';
      idle(check);
    });
  };

  if (!O.bridge) return;
  var B = O.bridge;
  // The library's documented default method ids (docs/bridge.md).
  var NAMES = { 2: 'getAppStatus', 3: 'download', 16: 'login', 17: 'share', 23: 'getClientInfo' };
  var token = B.token || '';
  function send(message) {
    setTimeout(function () {
      if (window.PPWidgets) window.PPWidgets.bridge.receive(JSON.stringify(message));
    }, 20);
  }
  window.PPNativeBridge = {
    postMessage: function (text) {
      var m = JSON.parse(text);
      var name = NAMES[m.method] || String(m.method);
      var p = m.payload || {};
      rec.sent.push({ method: m.method, name: name, payload: p });
      if (name === 'getClientInfo') send({ id: m.id, result: { key_utdid: 'UTDID-ENGINES', key_userToken: token, key_productId: 2011 } });
      else if (name === 'login') {
        token = B.loginToken || token;
        send({ id: m.id, result: { key_userToken: token } });
      } else if (name === 'getAppStatus') send({ id: m.id, result: { key_status: B.status || 2 } });
      else send({ id: m.id, result: {} });
    },
  };
})();
