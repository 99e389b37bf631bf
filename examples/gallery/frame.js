/*
 * The widget frame of the gallery: frame.html?widget=<name>&env=<environment>&state=<state>&lang=<zh-CN|en>
 * (`ua=` is accepted as another name for `env`).
 *
 * Runs in <head>, before the library: it makes the page look like the chosen environment
 * (navigator.userAgent redefined, a fake native host for the Android client, the query and
 * body[data-page] of a desktop paid-source detail page), then renders the widget's snippet
 * exactly as the gallery shows it and only then loads /dist/pp-widgets.js, which detects the
 * environment once at start.
 *
 * The loading / empty / error states are armed by the gallery through the fixture server
 * (POST /__faults) before it reloads this frame; `state` here only labels the frame.
 */
(function (win, doc) {
  'use strict';

  var gallery = win.PPGallery;
  var params = readQuery(win.location.search);
  var widget = gallery.widget(params.widget || '') || gallery.widgets[0];
  var env = gallery.environment(params.env || params.ua || widget.defaultEnv || 'desktop');
  var state = params.state || 'normal';
  var origin = win.location.protocol + '//' + win.location.host;

  function readQuery(search) {
    var out = {};
    var parts = search.replace(/^\?/, '').split('&');
    for (var i = 0; i < parts.length; i++) {
      if (!parts[i]) continue;
      var eq = parts[i].indexOf('=');
      var key = decodeURIComponent(eq === -1 ? parts[i] : parts[i].slice(0, eq));
      out[key] = eq === -1 ? '' : decodeURIComponent(parts[i].slice(eq + 1).replace(/\+/g, ' '));
    }
    return out;
  }

  function tell(message) {
    message.widget = widget.name;
    // Support: a frame opened on its own has no parent frame; posting to itself is harmless.
    try {
      if (win.parent && win.parent !== win) win.parent.postMessage(message, origin);
    } catch (e) {
      /* the gallery is optional */
    }
  }

  // 1. The user agent, redefined on the navigator object before the library reads it.
  var ua = gallery.UA[env.ua] || '';
  try {
    Object.defineProperty(win.navigator, 'userAgent', { configurable: true, get: function () { return ua; } });
  } catch (e) {
    tell({ type: 'ppw-gallery-note', text: 'navigator.userAgent could not be redefined: ' + String(e) });
  }

  // 2. Storage of once-a-session and remembered flows, so each reload shows them afresh.
  if (widget.fresh) {
    clearPrefixed(win, 'localStorage');
    clearPrefixed(win, 'sessionStorage');
  }

  function clearPrefixed(w, name) {
    try {
      var store = w[name];
      var keys = [];
      for (var i = 0; i < store.length; i++) {
        var key = store.key(i);
        if (key && /^ppw[.:_]/.test(key)) keys.push(key);
      }
      for (var j = 0; j < keys.length; j++) store.removeItem(keys[j]);
    } catch (e) {
      // Support: storage may be disabled (Safari private mode); nothing to clear then.
    }
  }

  // 3. The Android client: a fake native host (docs/bridge.md default method ids).
  if (env.bridge) installFakeHost();

  function installFakeHost() {
    var NAMES = { 2: 'getAppStatus', 3: 'download', 4: 'pause', 5: 'continue', 6: 'install', 7: 'open', 8: 'uncompress', 9: 'update', 16: 'login', 17: 'share', 21: 'toast', 23: 'getClientInfo' };
    var token = 'u-gallery-' + Date.now().toString(36);
    var status = {};
    var timers = {};
    var lastProgress = {};
    var calls = [];
    win.__galleryBridgeCalls = calls;

    function send(message) {
      setTimeout(function () {
        if (win.PPWidgets && win.PPWidgets.bridge) win.PPWidgets.bridge.receive(JSON.stringify(message));
      }, 20);
    }
    function push(pkg, code, progress) {
      status[pkg] = code;
      if (code === 4) lastProgress[pkg] = progress;
      send({ event: 'appStatus', payload: { key_packageName: pkg, key_status: code, key_progress: progress } });
    }
    function progressFrom(pkg, start) {
      clearInterval(timers[pkg]);
      var p = start;
      push(pkg, 4, p);
      timers[pkg] = setInterval(function () {
        p += 20;
        if (p >= 100) {
          clearInterval(timers[pkg]);
          push(pkg, 16, 100);
        } else {
          push(pkg, 4, p);
        }
      }, 400);
    }
    win.PPNativeBridge = {
      postMessage: function (text) {
        var m;
        try {
          m = JSON.parse(text);
        } catch (e) {
          return;
        }
        var name = NAMES[m.method] || String(m.method);
        var p = m.payload || {};
        var pkg = String(p.key_packageName || '');
        calls.push(name);
        tell({ type: 'ppw-gallery-bridge', method: name });
        if (name === 'getAppStatus') return send({ id: m.id, result: { key_status: status[pkg] || 2 } });
        if (name === 'getClientInfo') return send({ id: m.id, result: { key_utdid: 'GALLERY-UTDID', key_userToken: token, key_productId: 2011, key_v: '8.0.0' } });
        if (name === 'login') return send({ id: m.id, result: { key_userToken: token } });
        send({ id: m.id, result: {} });
        if (name === 'download' || name === 'update') progressFrom(pkg, 0);
        else if (name === 'continue') progressFrom(pkg, lastProgress[pkg] || 0);
        else if (name === 'pause') {
          clearInterval(timers[pkg]);
          push(pkg, 8, null);
        } else if (name === 'install') {
          push(pkg, 32, null);
          setTimeout(function () {
            push(pkg, 64, null);
          }, 800);
        }
      },
    };
  }

  // The fixture server has no real-name submit route (config realname.submitUrl, default
  // /realname/submit): the frame answers it, so the gallery shows the success panel. What is
  // typed goes nowhere else.
  if (widget.name === 'realname' && typeof win.fetch === 'function' && typeof win.Response === 'function') {
    var realFetch = win.fetch;
    win.fetch = function (input, init) {
      var url = typeof input === 'string' ? input : input && input.url;
      if (url && /\/realname\/submit(\?|$)/.test(url)) {
        return new Promise(function (resolve) {
          setTimeout(function () {
            resolve(new win.Response('{"code":2000000,"msg":"success"}', { status: 200, headers: { 'content-type': 'application/json' } }));
          }, 300);
        });
      }
      return realFetch.apply(win, arguments);
    };
  }

  // 4. Config: the widgets' language.
  if (params.lang === 'en') win.PPWidgetsConfig = { locale: 'en' };

  // 5. Events the widgets announce, shown in the gallery's event log (details carry no
  // personal data, product-rules §14).
  var EVENTS = ['ready', 'search', 'menu', 'back-to-top', 'more', 'tips-banner', 'download', 'realname', 'draw', 'chance', 'checkin', 'share', 'remind', 'prizeinfo'];
  for (var i = 0; i < EVENTS.length; i++) {
    doc.addEventListener('pp:' + EVENTS[i], onEvent, true);
  }
  function onEvent(event) {
    var detail;
    try {
      detail = JSON.stringify(event.detail === undefined ? null : event.detail);
    } catch (e) {
      detail = '';
    }
    if (event.type === 'pp:ready') {
      doc.documentElement.setAttribute('data-gallery-ready', '1');
      showVisit();
    }
    tell({ type: 'ppw-gallery-event', name: event.type, detail: detail });
  }

  // The visit this page view logged (POST /log/access, sent at the first idle moment after
  // pp:ready): read back from the fixture server's request log and shown in the event log.
  function showVisit() {
    win.setTimeout(function () {
      var xhr = new XMLHttpRequest();
      xhr.open('GET', '/__requests?path=' + encodeURIComponent('/log/access'));
      xhr.onload = function () {
        var list;
        try {
          list = JSON.parse(xhr.responseText);
        } catch (e) {
          return;
        }
        var last = list && list[list.length - 1];
        if (last) tell({ type: 'ppw-gallery-visit', text: 'POST /log/access ' + String(last.body || '').slice(0, 240) });
      };
      xhr.send();
    }, 3000);
  }

  // 6. The widget's markup, then the library (it starts at once: the DOM is parsed by then).
  doc.addEventListener('DOMContentLoaded', function () {
    var body = doc.body;
    if (env.page) body.setAttribute('data-page', env.page);
    body.setAttribute('data-gallery-state', state);
    var stage = doc.getElementById('stage');
    // The snippet is the gallery's own static markup (gallery-data.js), never query text.
    stage.innerHTML = widget.snippet;
    if (widget.filler) {
      var filler = doc.createElement('p');
      filler.className = 'gallery-filler';
      filler.textContent = '向下滚动，返回顶部按钮会淡入。';
      stage.appendChild(filler);
    }
    var script = doc.createElement('script');
    script.src = '/dist/pp-widgets.js';
    doc.head.appendChild(script);
  });
})(window, document);
