#!/usr/bin/python3
"""
A native WebView host written from docs/bridge.md alone, in WebKitGTK through PyGObject
(WebKit2 4.1, whose API mirrors WKWebView: script message handlers, evaluate_javascript,
user scripts at document start). `AndroidBridge` is a line-by-line port of the doc's Kotlin
sample (§9), `IosBridge` of its Swift sample (§10); the strings an app team copies (the
delivery line, the iOS shim, the user-agent tokens, the method ids each sample dispatches and
the methods its `hello` lists) are not written here: tests/webview-host/run.mjs extracts them
from docs/bridge.md and passes them in, so a doc change that would break an app breaks this host.

What the doc leaves to the app (StoreApp / StoreAccount: downloads, the account) is a test
double driven by run.mjs over stdin; what the page does is reported on stdout, one JSON per line:
  {"type": "native", "message": {...}}     a message the bridge received (after the checks)
  {"type": "page", ...}                    the page's own report (instrumentation, below)
  {"type": "nav", "uri": ...}              a navigation the page started (web download, iOS store)
  {"type": "load", "state": "finished"}    onPageFinished / didFinish
  {"type": "eval", "id": ..., "value": ...} the value of a script run for run.mjs
Run with Debian's /usr/bin/python3 (python3-gi, gir1.2-webkit2-4.1) under Xvfb.
"""
import json
import os
import sys
from urllib.parse import urlparse

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

CFG = json.loads(sys.argv[1])
DOC = CFG['doc']            # extracted from docs/bridge.md by run.mjs
SC = CFG['scenario']        # platform, delivery, hostile behaviour, account, statuses
PAGE = CFG['url']
ORIGIN = '{0.scheme}://{0.netloc}'.format(urlparse(PAGE))


def out(obj):
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + '\n')
    sys.stdout.flush()


def js_value(result):
    # WebKit2 4.1 hands a JavascriptResult to script message handlers (6.0 a JSCValue).
    value = result.get_js_value() if hasattr(result, 'get_js_value') else result
    return value.to_string()


def kotlin_quote(text):
    # JSONObject.quote: the JSON text as one JavaScript string literal (json.dumps escapes
    # quotes, backslashes, control characters; '</' and U+2028/9 as the doc says).
    return json.dumps(text).replace('</', '<\\/').replace('\u2028', '\\u2028').replace('\u2029', '\\u2029')


# --- the test's hostile behaviours: what a broken app does instead of the sample's answer ---
def hostile_for(method):
    for h in SC.get('hostile') or []:
        if h['method'] == method:
            return h['mode']
    return None


class Host:
    """The WebView, its content manager and the page instrumentation (not part of the port)."""

    def __init__(self):
        self.manager = WebKit2.UserContentManager()
        self.view = WebKit2.WebView.new_with_user_content_manager(self.manager)
        self.view.get_settings().set_user_agent(SC['userAgent'])
        self.manager.register_script_message_handler('ppTest')
        self.manager.connect('script-message-received::ppTest', lambda m, r: out(dict(json.loads(js_value(r)), type='page')))
        instrumentation = open(CFG['instrumentation']).read().replace('__CONFIG__', json.dumps(SC.get('pageConfig', {})))
        self.manager.add_script(WebKit2.UserScript.new(
            instrumentation, WebKit2.UserContentInjectedFrames.TOP_FRAME, WebKit2.UserScriptInjectionTime.START, None, None))
        self.view.connect('decide-policy', self.decide)
        self.view.connect('load-changed', self.load_changed)
        self.on_finished = []
        self.on_committed = []
        win = Gtk.Window()
        win.set_default_size(420, 860)
        win.add(self.view)
        win.show_all()

    def decide(self, view, decision, kind):
        if kind != WebKit2.PolicyDecisionType.NAVIGATION_ACTION:
            return False
        uri = decision.get_navigation_action().get_request().get_uri()
        if uri.split('#')[0] == PAGE:
            return False
        out({'type': 'nav', 'uri': uri})   # the web download / the iOS store: recorded, not followed
        decision.ignore()
        return True

    def load_changed(self, view, event):
        if event == WebKit2.LoadEvent.COMMITTED:
            for fn in self.on_committed:
                fn()
        if event == WebKit2.LoadEvent.FINISHED:
            out({'type': 'load', 'state': 'finished'})
            for fn in self.on_finished:
                fn()

    def evaluate(self, js, report_id=None):
        def done(view, res):
            try:
                value = view.evaluate_javascript_finish(res)
                text = value.to_json(0) if value is not None else None
            except GLib.Error as e:
                text = json.dumps('error: ' + e.message)
            if report_id is not None:
                out({'type': 'eval', 'id': report_id, 'value': json.loads(text) if text else None})
        self.view.evaluate_javascript(js, -1, None, None, None, done)

    def post(self, fn):
        # webView.post { … } / DispatchQueue.main.async { … }: the UI thread, later.
        GLib.idle_add(lambda: fn() and False)


# --- the app's side the doc leaves abstract (StoreApp, StoreAccount): test doubles ---
class StoreApp:
    def __init__(self, bridge_ref):
        self.statuses = dict(SC.get('statuses', {}))
        self.account = SC.get('account', {})
        self.bridge = bridge_ref

    def status(self, pkg):
        s = self.statuses.get(pkg, 2)
        return {'key_packageName': pkg, 'key_status': s[0] if isinstance(s, list) else s, 'key_progress': s[1] if isinstance(s, list) else 0}

    def download(self, pkg, url, app):
        pass  # run.mjs pushes the status sequence (explicit, one step per label seen)

    def pause(self, pkg):
        pass

    def resume(self, pkg):
        pass

    def install(self, pkg):
        pass

    def open(self, pkg):
        return True

    def client_info(self):
        return dict(self.account.get('clientInfo', {}))

    def login(self, done):
        outcome = self.account.get('login')
        out({'type': 'login-started'})
        # The user finishes logging in later: run.mjs sends {"cmd": "finishLogin"}.
        self.bridge().pending_login = lambda: done(dict(outcome or {}))


# --- docs/bridge.md §9, Android (Kotlin), ported line by line ---
STORE_ORIGINS = {ORIGIN}   # val STORE_ORIGINS = setOf(…): the fixture server is the store here


def is_store_url(url):
    # url?.let { Uri.parse(it) }?.let { "${it.scheme}://${it.authority}" in STORE_ORIGINS } ?: false
    if not url:
        return False
    u = urlparse(url)
    return '{}://{}'.format(u.scheme, u.netloc) in STORE_ORIGINS


# WebViewCompat.addWebMessageListener injects this object into frames of the allowed origins
# from the page's first script on, and tells the listener the origin and frame of each message.
WEB_MESSAGE_LISTENER_OBJECT = """
window.PPNativeBridge = { postMessage: function (m) {
  __THROW__
  window.webkit.messageHandlers.ppAndroid.postMessage(JSON.stringify({ data: String(m), origin: location.origin, main: window === window.top }));
} };
"""


def android_object(throw_method):
    throw = ''
    if throw_method is not None:
        # A @JavascriptInterface method that throws surfaces in JavaScript as an Error.
        throw = 'if (JSON.parse(m).method === %d) throw new Error("Java exception was raised during method invocation");' % throw_method
    return WEB_MESSAGE_LISTENER_OBJECT.replace('__THROW__', throw)


class AndroidBridge:   # class PPBridge(private val webView: WebView, private val app: StoreApp)
    DELIVER = None      # const val DELIVER = …  (from the doc; the "Or" line for delivery by receive)
    METHODS = None      # val METHODS = listOf(…) (from the doc)

    def __init__(self, host, app):
        self.host = host
        self.webView = host.view
        self.app = app
        self.pending_login = None
        AndroidBridge.DELIVER = DOC['android']['deliver'][SC['delivery']]
        AndroidBridge.METHODS = DOC['android']['methods']
        host.manager.register_script_message_handler('ppAndroid')
        host.manager.connect('script-message-received::ppAndroid', lambda m, r: self.message(json.loads(js_value(r))))

    def attach(self):
        # webView.settings.javaScriptEnabled = true (WebKitGTK: on by default)
        throw_method = next((h['method'] for h in SC.get('hostile') or [] if h['mode'] == 'throw'), None)
        if SC.get('feature') == 'listener':
            # WebViewCompat.addWebMessageListener(webView, "PPNativeBridge", STORE_ORIGINS) { … }:
            # the object only in frames of STORE_ORIGINS (the allow list), at document start.
            self.listener = True
            self.host.manager.add_script(WebKit2.UserScript.new(
                android_object(throw_method), WebKit2.UserContentInjectedFrames.ALL_FRAMES, WebKit2.UserScriptInjectionTime.START,
                # WebKit's URL patterns have no port: scheme://host/*; the listener checks the port.
                ['{0.scheme}://{0.hostname}/*'.format(urlparse(o)) for o in STORE_ORIGINS], None))
        else:
            # webView.addJavascriptInterface(object { @JavascriptInterface fun postMessage … }, "PPNativeBridge"):
            # every frame, every origin, at document start, or injected late (scenario 'late').
            self.listener = False
            late = SC.get('late')
            if late is None:
                self.host.manager.add_script(WebKit2.UserScript.new(
                    android_object(throw_method), WebKit2.UserContentInjectedFrames.ALL_FRAMES, WebKit2.UserScriptInjectionTime.START, None, None))
            else:
                # An app that injects after onPageFinished: by assignment, or Object.defineProperty.
                obj = android_object(throw_method).replace('window.PPNativeBridge = ', 'var o = ')
                js = obj + ('window.PPNativeBridge = o;' if late == 'assign' else
                            'Object.defineProperty(window, "PPNativeBridge", { configurable: true, enumerable: false, writable: false, value: o });')
                self.host.on_finished.append(lambda: self.host.evaluate('(function () {' + js + '})()'))

    def message(self, m):
        if self.listener:
            # { _, message, sourceOrigin, isMainFrame, _ -> if (isMainFrame && sourceOrigin.toString() in STORE_ORIGINS) message.data?.let { handle(it) } }
            if m['main'] and m['origin'] in STORE_ORIGINS:
                self.handle(m['data'])
        else:
            # fun postMessage(message: String) { webView.post { if (isStoreUrl(webView.url)) handle(message) } }
            self.host.post(lambda: is_store_url(self.webView.get_uri()) and self.handle(m['data']))

    def handle(self, text):
        try:
            msg = json.loads(text)                       # val msg = try { JSONObject(text) } catch …
        except ValueError:
            return
        if not isinstance(msg, dict):
            return
        id_ = str(msg.get('id', ''))                     # val id = msg.optString("id")
        p = msg.get('payload') if isinstance(msg.get('payload'), dict) else {}   # ?: JSONObject()
        out({'type': 'native', 'message': msg})
        if id_ == '':
            return
        if msg.get('v') != 1:
            return self.fail(id_, -106, 'unsupported version')
        method = msg.get('method') if isinstance(msg.get('method'), int) else -1   # msg.optInt("method", -1)
        if method not in DOC['android']['ids']:
            return self.fail(id_, -106, 'unsupported method')                   # else -> … at once
        mode = hostile_for(method)
        if mode == 'never':
            return
        if mode == 'unsupported':
            return self.fail(id_, -106, 'unsupported method')
        if mode == 'garbage':
            self.send_raw('}{ not json')
            self.send_raw(42)
            return
        pkg = p.get('key_packageName', '')
        if method == 24:
            self.answer(id_, {'key_v': 1, 'key_platform': 'android', 'key_methods': AndroidBridge.METHODS})
        elif method == 2:
            self.answer(id_, self.app.status(pkg))
        elif method == 25:
            self.answer(id_, {'key_statuses': self.statuses(p.get('key_apps') or [])})
        elif method in (3, 9):
            self.app.download(pkg, p.get('key_downloadUrl', ''), p)
            self.answer(id_, None)
        elif method == 4:
            self.app.pause(pkg)
            self.answer(id_, None)
        elif method == 5:
            self.app.resume(pkg)
            self.answer(id_, None)
        elif method == 6:
            self.app.install(pkg)
            self.answer(id_, None)
        elif method == 7:
            if self.app.open(pkg):
                self.answer(id_, None)
            else:
                self.fail(id_, -105, 'not installed')
        elif method == 23:
            self.answer(id_, self.app.client_info())
        elif method == 16:
            if self.app.account.get('loginAnswer') == 'unsupported':
                return self.fail(id_, -106, 'unsupported method')
            self.answer(id_, None)                                    # answer now, event later
            self.app.login(lambda user: self.event('login', user))
        if mode == 'twice':
            self.answer(id_, None)

    def statuses(self, apps):
        return [self.app.status(a.get('key_packageName', '')) for a in apps]

    def push_status(self, pkg, status, progress):
        self.event('appStatus', {'key_packageName': pkg, 'key_status': status, 'key_progress': progress})

    def answer(self, id_, result):
        message = {'id': id_}
        if result is not None:
            message['result'] = result
        self.send(message)

    def fail(self, id_, code, msg):
        self.send({'id': id_, 'error': {'code': code, 'msg': msg}})

    def event(self, name, payload):
        self.send({'event': name, 'payload': payload})

    def send(self, message):
        self.send_raw(json.dumps(message, ensure_ascii=False))

    def send_raw(self, text):
        # val js = String.format(DELIVER, JSONObject.quote(message.toString()))
        js = AndroidBridge.DELIVER.replace('%s', kotlin_quote(text) if isinstance(text, str) else json.dumps(text))
        self.host.post(lambda: self.host.evaluate(js))   # webView.post { webView.evaluateJavascript(js, null) }


# --- docs/bridge.md §10, iOS (Swift, WKWebView), ported line by line ---
class IosBridge:   # final class PPBridge: NSObject, WKScriptMessageHandler
    def __init__(self, host, account):
        self.host = host
        self.webView = host.view
        self.account = account
        self.pending_login = None
        self.deliver = DOC['ios']['deliver'][SC['delivery']]     # static let deliver = …
        self.methods = DOC['ios']['methods']                     # static let methods = […]

    def attach(self):
        # config.userContentController.addUserScript(PPBridge.shim): the doc's source verbatim,
        # injectionTime: .atDocumentStart, forMainFrameOnly: true
        self.host.manager.add_script(WebKit2.UserScript.new(
            DOC['ios']['shim'], WebKit2.UserContentInjectedFrames.TOP_FRAME, WebKit2.UserScriptInjectionTime.START, None, None))
        # config.userContentController.add(self, name: "pp")
        self.host.manager.register_script_message_handler('pp')
        self.host.manager.connect('script-message-received::pp', lambda m, r: self.userContentController(js_value(r)))
        # config.applicationNameForUserAgent = "PPZB/6.1.0": set on the user agent by run.mjs

    def userContentController(self, body):
        # let origin = message.frameInfo.securityOrigin (WebKitGTK: the main frame's URI; the shim
        # is in the main frame only, as forMainFrameOnly makes it)
        origin = urlparse(self.webView.get_uri() or '')
        # guard isMainFrame, origin.protocol == "https", storeHosts.contains(origin.host) (the fixture server is the store: its scheme)
        if '{}://{}'.format(origin.scheme, origin.netloc) not in STORE_ORIGINS:
            return
        try:
            msg = json.loads(body)
        except ValueError:
            return
        if not isinstance(msg, dict) or not isinstance(msg.get('id'), str):
            return
        out({'type': 'native', 'message': msg})
        id_ = msg['id']
        if msg.get('v') != 1:
            return self.fail(id_, -106, 'unsupported version')
        method = msg.get('method') if isinstance(msg.get('method'), int) else None
        if method not in DOC['ios']['ids']:
            return self.fail(id_, -106, 'unsupported method')                 # default: … at once
        mode = hostile_for(method)
        if mode == 'never':
            return
        if mode == 'unsupported':
            return self.fail(id_, -106, 'unsupported method')
        if mode == 'garbage':
            self.send_raw('}{ not json')
            return
        if method == 24:
            self.answer(id_, {'key_v': 1, 'key_platform': 'ios', 'key_methods': self.methods})
        elif method == 23:
            self.answer(id_, self.account.client_info())
        elif method == 16:
            if self.account.account.get('loginAnswer') == 'unsupported':
                return self.fail(id_, -106, 'unsupported method')
            self.answer(id_, None)
            self.account.login(lambda user: self.event('login', user))
        if mode == 'twice':
            self.answer(id_, None)

    def answer(self, id_, result):
        message = {'id': id_}
        if result is not None:
            message['result'] = result
        self.send(message)

    def fail(self, id_, code, msg):
        self.send({'id': id_, 'error': {'code': code, 'msg': msg}})

    def event(self, name, payload):
        self.send({'event': name, 'payload': payload})

    def send(self, message):
        self.send_raw(json.dumps(message, ensure_ascii=False))

    def send_raw(self, text):
        # JSONSerialization.data(withJSONObject: [json]) → "[…]"; String(format: deliver, array + "[0]")
        array = json.dumps([text], ensure_ascii=False)
        js = self.deliver.replace('%@', array + '[0]')
        self.host.post(lambda: self.host.evaluate(js))   # DispatchQueue.main.async { evaluateJavaScript }


def main():
    host = Host()
    bridge = {}
    app = StoreApp(lambda: bridge['b'])
    b = AndroidBridge(host, app) if SC['platform'] == 'android' else IosBridge(host, app)
    bridge['b'] = b
    b.attach()
    for early in SC.get('committedEvents', []):
        # The app pushes an event as soon as the page is committed, before its script runs.
        host.on_committed.append(lambda e=early: (host.evaluate('typeof window.PPWidgets', 'early-typeof'), b.event(e['event'], e['payload'])))

    buffer = {'text': b''}

    def run(cmd):
        if cmd['cmd'] == 'eval':
            host.evaluate(cmd['js'], cmd.get('id'))
        elif cmd['cmd'] == 'push':
            b.event('appStatus', {'key_packageName': cmd['pkg'], 'key_status': cmd['status'], 'key_progress': cmd['progress']}) \
                if SC['platform'] == 'ios' else b.push_status(cmd['pkg'], cmd['status'], cmd['progress'])
        elif cmd['cmd'] == 'finishLogin':
            if b.pending_login:
                b.pending_login()
                b.pending_login = None
        elif cmd['cmd'] == 'quit':
            Gtk.main_quit()

    def command(fd, condition):
        chunk = os.read(fd, 65536)
        if not chunk:
            Gtk.main_quit()
            return False
        buffer['text'] += chunk
        while b'\n' in buffer['text']:
            line, buffer['text'] = buffer['text'].split(b'\n', 1)
            if line.strip():
                run(json.loads(line))
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP, command)
    host.view.load_uri(PAGE)
    out({'type': 'ready'})
    Gtk.main()


if __name__ == '__main__':
    main()
