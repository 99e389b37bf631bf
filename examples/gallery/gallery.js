/*
 * The widget gallery (examples/index.html): one card per widget with its live frame, the
 * markup snippet (as text) and a copy button, its attributes table, its events, a UA switcher
 * and its states. A dev tool served by `npm start`, not part of the library.
 *
 * Each card's frame is /gallery/frame.html?widget=…&env=…&state=…; a state other than
 * "normal" is armed on the fixture server (POST /__faults, docs/fixtures.md) right before the
 * frame reloads, so the widget's next data call answers slowly, empty or with an error.
 */
(function (win, doc) {
  'use strict';

  var gallery = win.PPGallery;
  var lang = /[?&]lang=en\b/.test(win.location.search) ? 'en' : 'zh-CN';
  /** The gallery's own text in the language of the page (?lang=en: English, widgets too). */
  function t(zh, en) {
    return lang === 'en' ? en : zh;
  }
  /** A text of gallery-data.js (attribute tables, events) in that language (gallery-en.js). */
  function tr(zh) {
    return lang === 'en' && win.PPGalleryEnglish ? win.PPGalleryEnglish.text(zh) : zh;
  }
  /** A widget's title, summary or state note in that language (gallery-data.js `en`). */
  function text(widget, key) {
    return (lang === 'en' && widget.en && widget.en[key]) || widget[key] || '';
  }
  var origin = win.location.protocol + '//' + win.location.host;
  /** Per widget name: { card, frame, env, state, log }. */
  var cards = {};
  /** The library's debug overlay in every frame (it reads ?ppw-debug=1 from the frame's URL). */
  var debugOverlay = false;

  function el(tag, attrs, children) {
    var node = doc.createElement(tag);
    if (attrs) {
      for (var key in attrs) {
        if (!Object.prototype.hasOwnProperty.call(attrs, key)) continue;
        if (key === 'text') node.textContent = attrs[key];
        else if (key === 'className') node.className = attrs[key];
        else node.setAttribute(key, attrs[key]);
      }
    }
    if (children) for (var i = 0; i < children.length; i++) if (children[i]) node.appendChild(children[i]);
    return node;
  }

  /**
   * A widget's page: the README in its folder (served by `npm start`); the two feeds of
   * widgets/app-feed share that folder's README, a section each; the real-name step is a
   * sub-flow of the download button, in its folder; the page features (not islands) are in
   * features/.
   */
  var FEED_PAGES = {
    'personal-list': 'widgets/app-feed/README.md#personal-list--suggested-for-you',
    'uc-rec': 'widgets/app-feed/README.md#uc-rec--uc-browser-recommendations',
    realname: 'widgets/download/realname/README.md',
    'tips-banner': 'features/tips-banner/README.md',
    'lazy-images': 'features/lazy-images/README.md',
  };
  function widgetPage(name) {
    return FEED_PAGES[name] || 'widgets/' + name + '/README.md';
  }

  function frameUrl(widget, envKey, state) {
    var env = gallery.environment(envKey);
    var url = '/gallery/frame.html?widget=' + encodeURIComponent(widget.name) + '&env=' + encodeURIComponent(env.key) + '&state=' + encodeURIComponent(state);
    if (lang === 'en') url += '&lang=en';
    if (debugOverlay) url += '&ppw-debug=1';
    if (env.query) url += '&' + env.query;
    return url;
  }

  // --- fixture server faults ---------------------------------------------------------------

  function faults(method, body) {
    var init = { method: method };
    if (body) {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    // Support: fetch is in every browser a developer runs the gallery in; the gallery is not
    // the library and has no ES2017-era fallback.
    return win.fetch('/__faults', init).then(function (res) {
      if (!res.ok && res.status !== 204) throw new Error('/__faults ' + res.status);
    });
  }

  /** Reloads a card's frame in its environment and state (faults armed first). */
  function load(name) {
    var c = cards[name];
    var specs = c.state === 'normal' ? null : c.widget.states[c.state];
    c.card.setAttribute('data-state', c.state);
    c.card.setAttribute('data-env', c.env);
    // Cleared first, so a fault left over from an earlier state never hits this frame.
    var ready = faults('DELETE').then(function () {
      return specs ? faults('POST', specs) : undefined;
    });
    return ready
      .catch(function (error) {
        c.note.textContent = t('无法设置故障注入（需要 npm start 的本地服务器）：', 'Could not arm the fault (needs the npm start server): ') + String(error.message || error);
      })
      .then(function () {
        c.log.textContent = '';
        c.frame.src = frameUrl(c.widget, c.env, c.state);
        c.open.href = c.frame.src;
      });
  }

  // --- copy ------------------------------------------------------------------------------

  /** Copies text: the async Clipboard API, else a selected textarea and execCommand. */
  function copyText(text) {
    // Support: navigator.clipboard needs a secure context (https or localhost) and permission.
    if (win.navigator.clipboard && typeof win.navigator.clipboard.writeText === 'function') {
      return win.navigator.clipboard.writeText(text).then(
        function () { return true; },
        function () { return legacyCopy(text); }
      );
    }
    return Promise.resolve(legacyCopy(text));
  }

  function legacyCopy(text) {
    var area = el('textarea', { readonly: '', 'aria-hidden': 'true', className: 'g-offscreen' });
    area.value = text;
    doc.body.appendChild(area);
    area.select();
    var ok = false;
    try {
      ok = doc.execCommand('copy');
    } catch (e) {
      ok = false;
    }
    doc.body.removeChild(area);
    return ok;
  }

  /** Selects the text of `node` for the visitor to copy by hand (no Clipboard API, no execCommand). */
  function selectText(node) {
    try {
      var range = doc.createRange();
      range.selectNodeContents(node);
      var sel = win.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
      node.focus();
    } catch (e) {
      /* nothing more to do: the text is on screen */
    }
  }

  // --- link form -------------------------------------------------------------------------

  // Widgets that belong in the page template (a form, the page's header, a page-wide button):
  // no link form (features/links/README.md).
  var TEMPLATE_ONLY = ['header', 'search', 'back-to-top'];

  var escapeHtml = function (text) {
    return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };

  /**
   * The link form of a widget's snippet (the CMS form, features/links/README.md): a download
   * button as a link to the download URL with its fields in the query; any other widget as its
   * fallback link with `#ppw=<widget>&name=value…`; a lazy image as a link to the image with
   * `#ppw=lazy-image&src=<the image>`. Null for a template-only widget.
   */
  function linkFormOf(snippet) {
    // The gallery's own data (gallery-data.js), parsed inert (a template's content loads nothing).
    var tpl = doc.createElement('template');
    tpl.innerHTML = snippet;
    var w = tpl.content.querySelector('[data-widget]');
    if (!w) {
      // Lazy images: each a link to the image with #ppw=lazy-image, its text the alt text.
      var imgs = tpl.content.querySelectorAll('img[data-src]');
      if (!imgs.length) return null;
      return Array.prototype.map.call(imgs, function (img) {
        // The address twice: the href is the fallback, the fragment's src what loads (an editor
        // that rewrites the href relative, as TinyMCE does, leaves the fragment alone).
        var src = img.getAttribute('data-src');
        return '<a href="' + escapeHtml(src + '#ppw=lazy-image&src=' + encodeURIComponent(src).replace(/%2F/g, '/')) + '">' + escapeHtml(img.getAttribute('alt') || '') + '</a>';
      }).join('\n');
    }
    var name = w.getAttribute('data-widget');
    if (TEMPLATE_ONLY.indexOf(name) >= 0) return null;
    var inner = name === 'download' ? w : w.querySelector('a[href]');
    var label = ((inner || w).textContent || '').replace(/\s+/g, ' ').trim() || name;
    var pairs = [];
    for (var i = 0; i < w.attributes.length; i++) {
      var a = w.attributes[i];
      if (a.name.indexOf('data-') !== 0 || a.name === 'data-widget' || a.name === 'data-hydrate' || a.name === 'data-native-actions') continue;
      var key = a.name.slice(5);
      if (name === 'download') key = key.replace(/-([a-z])/g, function (m, c) { return c.toUpperCase(); });
      pairs.push(key + '=' + encodeURIComponent(a.value));
    }
    var href = name === 'download'
      ? '/download/apk?' + pairs.join('&')
      : (inner ? inner.getAttribute('href').split('#')[0] : '/') + '#ppw=' + name + (pairs.length ? '&' + pairs.join('&') : '');
    return '<a href="' + escapeHtml(href) + '">' + escapeHtml(label) + '</a>';
  }

  /** A snippet block: its text, a copy button and its live status. */
  function snippetBlock(heading, markup, buttonText, extraClass) {
    var code = el('code', { text: markup });
    var pre = el('pre', { tabindex: '0', 'aria-label': heading }, [code]);
    var copy = el('button', { type: 'button', 'data-role': 'copy', text: buttonText });
    var copied = el('span', { role: 'status', className: 'g-copy-status' });
    copy.addEventListener('click', function () {
      copyText(markup).then(function (ok) {
        if (!ok) selectText(pre);
        copied.textContent = ok ? t('已复制', 'Copied') : t('复制失败，文本已选中，请按 Ctrl+C（⌘C）复制', 'Copying failed: the text is selected, press Ctrl+C (⌘C)');
        setTimeout(function () {
          copied.textContent = '';
        }, 3000);
      });
    });
    return el('div', { className: 'g-snippet' + (extraClass ? ' ' + extraClass : '') }, [el('div', { className: 'g-snippet-head' }, [el('span', { text: heading }), copy, copied]), pre]);
  }

  // --- cards -----------------------------------------------------------------------------

  function envSelect(id, selected) {
    var select = el('select', { id: id });
    for (var i = 0; i < gallery.environments.length; i++) {
      var env = gallery.environments[i];
      var option = el('option', { value: env.key, text: lang === 'en' ? env.en : env.label });
      if (env.key === selected) option.selected = true;
      select.appendChild(option);
    }
    return select;
  }

  function buildCard(widget) {
    var name = widget.name;
    var id = 'w-' + name;
    var env = widget.defaultEnv || 'desktop';
    var title = el('h2', { id: id + '-title' }, [doc.createTextNode(text(widget, 'title') + ' '), el('code', { text: name })]);

    var select = envSelect(id + '-env', env);
    select.setAttribute('data-role', 'env');
    var envLabel = el('label', { for: id + '-env', text: t('环境（UA）', 'Environment (UA)') });

    var stateGroup = el('div', { role: 'group', 'aria-label': t('状态', 'State'), className: 'g-states' });
    var stateKeys = ['normal', 'loading', 'empty', 'error'];
    for (var i = 0; i < stateKeys.length; i++) {
      var key = stateKeys[i];
      if (key !== 'normal' && !widget.states[key]) continue;
      var labels = gallery.stateLabels[key];
      stateGroup.appendChild(
        el('button', { type: 'button', 'data-state': key, 'aria-pressed': key === 'normal' ? 'true' : 'false', text: lang === 'en' ? labels.en : labels.label })
      );
    }
    var reload = el('button', { type: 'button', 'data-role': 'reload', text: t('重新加载', 'Reload') });
    var open = el('a', { href: '#', target: '_blank', rel: 'noopener', text: t('新窗口打开', 'Open in a new window') });

    var frame = el('iframe', { title: text(widget, 'title') + t('（演示）', ' (demo)'), loading: 'lazy', className: 'g-frame' });
    frame.style.height = (widget.height || 320) + 'px';

    var code = el('code', { text: widget.snippet });
    var pre = el('pre', { tabindex: '0', 'aria-label': text(widget, 'title') + t(' 标记', ' markup') }, [code]);
    var copy = el('button', { type: 'button', 'data-role': 'copy', text: t('复制标记', 'Copy markup') });
    var copied = el('span', { role: 'status', className: 'g-copy-status' });
    var linkForm = linkFormOf(widget.snippet);
    var linkBlock = linkForm
      ? snippetBlock(t('链接形式（CMS 文章里用：编辑器和过滤器会删掉 data-* 属性，但保留链接）', 'Link form (for CMS content: editors and sanitizers strip data-* attributes but keep links)'), linkForm, t('复制链接形式', 'Copy link form'), 'g-snippet--link')
      : el('p', { className: 'g-note g-snippet--link', text: t('只放在页面模板里（没有链接形式）。', 'Page template only (no link form).') });

    var table = el('table', { className: 'g-attrs' });
    table.appendChild(el('caption', { text: t('属性', 'Attributes') }));
    table.appendChild(el('thead', null, [el('tr', null, [el('th', { scope: 'col', text: t('属性', 'Attribute') }), el('th', { scope: 'col', text: t('含义', 'Meaning') }), el('th', { scope: 'col', text: t('默认 / 必填', 'Default / required') })])]));
    var tbody = el('tbody');
    for (var r = 0; r < widget.attributes.length; r++) {
      var row = widget.attributes[r];
      tbody.appendChild(el('tr', null, [el('td', null, [el('code', { text: tr(row[0]) })]), el('td', { text: tr(row[1]) }), el('td', { text: tr(row[2]) })]));
    }
    table.appendChild(tbody);

    var events = el('p', { className: 'g-events' }, [el('strong', { text: t('事件：', 'Events: ') }), doc.createTextNode(widget.events.length ? widget.events.map(tr).join(t('，', ', ')) : t('无', 'none'))]);
    var log = el('ol', { className: 'g-log' });
    var logBox = el('details', { className: 'g-log-box' }, [el('summary', { text: t('事件记录（来自演示框）', 'Event log (from the demo frame)') }), log]);
    var note = el('p', { className: 'g-note', text: text(widget, 'stateNote') });
    var page = widgetPage(name);
    var docs = el('p', { className: 'g-doc-link' }, [el('a', { href: '/' + page, text: t('文档：', 'Docs: ') + page })]);

    var card = el('section', { id: id, className: 'g-card', 'aria-labelledby': id + '-title', 'data-gallery-widget': name }, [
      title,
      el('p', { className: 'g-summary', text: text(widget, 'summary') }),
      // Widgets without data calls (header, download, back-to-top…) have no states to show.
      el('div', { className: 'g-toolbar' }, [envLabel, select, stateGroup.children.length > 1 ? stateGroup : null, reload, open]),
      note,
      frame,
      el('div', { className: 'g-snippet g-snippet--template' }, [el('div', { className: 'g-snippet-head' }, [el('span', { text: t('标记（复制后粘贴到页面，页面只需一个 script 标签）', 'Markup (paste it into a page; the page needs one script tag)') }), copy, copied]), pre]),
      linkBlock,
      table,
      events,
      logBox,
      docs,
    ]);

    var entry = { widget: widget, card: card, frame: frame, env: env, state: 'normal', log: log, note: note, open: open, select: select };
    cards[name] = entry;

    select.addEventListener('change', function () {
      entry.env = select.value;
      load(name);
    });
    stateGroup.addEventListener('click', function (event) {
      var target = event.target;
      if (!target || !target.getAttribute || !target.getAttribute('data-state')) return;
      entry.state = target.getAttribute('data-state');
      var buttons = stateGroup.querySelectorAll('button');
      for (var b = 0; b < buttons.length; b++) buttons[b].setAttribute('aria-pressed', buttons[b] === target ? 'true' : 'false');
      load(name);
    });
    reload.addEventListener('click', function () {
      load(name);
    });
    copy.addEventListener('click', function () {
      copyText(widget.snippet).then(function (ok) {
        if (!ok) selectText(pre);
        copied.textContent = ok ? t('已复制', 'Copied') : t('复制失败，文本已选中，请按 Ctrl+C（⌘C）复制', 'Copying failed: the text is selected, press Ctrl+C (⌘C)');
        setTimeout(function () {
          copied.textContent = '';
        }, 3000);
      });
    });
    return card;
  }

  /** Events and bridge calls the frames report, shown under each frame. */
  function onMessage(event) {
    if (event.origin !== origin || !event.data || typeof event.data !== 'object') return;
    var data = event.data;
    var entry = cards[data.widget];
    if (!entry || event.source !== entry.frame.contentWindow) return;
    var text = data.type === 'ppw-gallery-event' ? data.name + ' ' + data.detail : data.type === 'ppw-gallery-bridge' ? 'bridge → ' + data.method : data.type === 'ppw-gallery-visit' ? t('访问日志：', 'visit logged: ') + data.text : data.text;
    if (!text) return;
    entry.log.appendChild(el('li', { text: text }));
    while (entry.log.children.length > 30) entry.log.removeChild(entry.log.firstChild);
  }

  function start() {
    var root = doc.getElementById('gallery');
    var toc = doc.getElementById('gallery-toc');
    for (var i = 0; i < gallery.widgets.length; i++) {
      var widget = gallery.widgets[i];
      root.appendChild(buildCard(widget));
      toc.appendChild(el('li', null, [el('a', { href: '#w-' + widget.name, text: text(widget, 'title') + ' (' + widget.name + ')' })]));
    }
    var all = doc.getElementById('gallery-env');
    all.parentNode.replaceChild(envSelect('gallery-env', ''), all);
    all = doc.getElementById('gallery-env');
    all.insertBefore(el('option', { value: '', text: t('（各组件默认）', '(each widget’s default)') }), all.firstChild);
    all.value = '';
    function reloadAll(changeEnv) {
      // States go back to normal so no fault is left armed.
      faults('DELETE').catch(function () {}).then(function () {
        for (var name in cards) {
          var c = cards[name];
          if (changeEnv) c.env = all.value || c.widget.defaultEnv || 'desktop';
          c.select.value = c.env;
          c.state = 'normal';
          var buttons = c.card.querySelectorAll('[data-state]');
          for (var b = 0; b < buttons.length; b++) buttons[b].setAttribute('aria-pressed', buttons[b].getAttribute('data-state') === 'normal' ? 'true' : 'false');
          load(name);
        }
      });
    }
    // One environment for every card.
    all.addEventListener('change', function () {
      reloadAll(true);
    });
    var debugBox = doc.getElementById('gallery-debug');
    debugBox.checked = false;
    debugBox.addEventListener('change', function () {
      debugOverlay = debugBox.checked;
      reloadAll(false);
    });
    var langLink = doc.getElementById('gallery-lang');
    langLink.href = lang === 'en' ? '?' : '?lang=en';
    langLink.textContent = lang === 'en' ? '中文' : 'English';
    langLink.setAttribute('lang', lang === 'en' ? 'zh-CN' : 'en');
    if (lang === 'en') {
      // The page's static text (examples/index.html marks it with data-en).
      doc.documentElement.setAttribute('lang', 'en');
      doc.title = 'pp-widgets gallery';
      var marked = doc.querySelectorAll('[data-en]');
      for (var m = 0; m < marked.length; m++) marked[m].textContent = marked[m].getAttribute('data-en');
      var labelled = doc.querySelectorAll('[data-en-label]');
      for (var l = 0; l < labelled.length; l++) labelled[l].setAttribute('aria-label', labelled[l].getAttribute('data-en-label'));
    }
    win.addEventListener('message', onMessage);
    for (var n in cards) {
      cards[n].frame.src = frameUrl(cards[n].widget, cards[n].env, 'normal');
      cards[n].open.href = cards[n].frame.src;
      cards[n].card.setAttribute('data-env', cards[n].env);
      cards[n].card.setAttribute('data-state', 'normal');
    }
    doc.documentElement.setAttribute('data-gallery', 'ready');
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start);
  else start();
})(window, document);
