/**
 * A fake browser window for log tests: records every request the library sends through any
 * channel (beacon, UC beacon, fetch, XHR, image), and lets each channel succeed, refuse,
 * throw or be missing. Only tests import it.
 */
import type { Environment } from '../../src/types';

export type Outcome = 'ok' | 'false' | 'throw' | 'missing' | 'reject';
export type ImageOutcome = 'load' | 'error' | 'never' | 'missing';

export interface SentRequest {
  channel: 'beacon' | 'uc' | 'fetch' | 'xhr' | 'image';
  url: string;
  body: string;
  init?: RequestInit;
  /** The referrer policy an image ping set before its request. */
  referrerPolicy?: string;
}

export interface FakeWindowOptions {
  beacon?: Outcome;
  uc?: Outcome;
  fetch?: Outcome;
  xhr?: Outcome;
  image?: ImageOutcome;
  href?: string;
  referrer?: string;
  userAgent?: string;
  /** Whether `Request.prototype.keepalive` exists (fetch keepalive really supported). */
  keepalive?: boolean;
  /** Extra globals (e.g. `_hmt`, `ga`). */
  globals?: Record<string, unknown>;
}

export interface FakeWindow {
  win: Window;
  /** Every request, including refused attempts (`accepted` false), in order. */
  attempts: Array<SentRequest & { accepted: boolean }>;
  /** Requests a channel accepted. */
  sent(): SentRequest[];
}

async function bodyText(data: unknown): Promise<string> {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    // jsdom Blobs may lack .text(): read through a Response-free path.
    if (typeof data.text === 'function') return data.text();
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(data);
    });
  }
  return String(data);
}

/** Creates a fake window; bodies of beacons are read asynchronously, so await `settle()` before asserting. */
export function createFakeWindow(opts: FakeWindowOptions = {}): FakeWindow & { settle(): Promise<void> } {
  const attempts: Array<SentRequest & { accepted: boolean }> = [];
  const reads: Array<Promise<void>> = [];
  const record = (channel: SentRequest['channel'], url: string, data: unknown, accepted: boolean, init?: RequestInit) => {
    const entry = { channel, url, body: '', accepted, init };
    attempts.push(entry);
    reads.push(bodyText(data).then((text) => void (entry.body = text)));
  };

  const navigator: Record<string, unknown> = { userAgent: opts.userAgent || 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile' };
  const beacon = opts.beacon || 'ok';
  if (beacon !== 'missing') {
    navigator.sendBeacon = function (this: unknown, url: string, data?: unknown) {
      if (this !== navigator) throw new TypeError('Illegal invocation');
      if (beacon === 'throw') {
        record('beacon', url, data, false);
        throw new TypeError('blocked');
      }
      record('beacon', url, data, beacon === 'ok');
      return beacon === 'ok';
    };
  }

  const win: Record<string, unknown> = {
    navigator,
    location: { href: opts.href || 'https://store.example/detail.html?appId=1' },
    document: { referrer: opts.referrer || '' },
    ...opts.globals,
  };

  const uc = opts.uc || 'missing';
  if (uc !== 'missing') {
    const ucweb = {
      startRequest(name: string, args: unknown[]) {
        if (name !== 'shell.sendBeacon') throw new Error('unknown command');
        record('uc', String(args[0]), args[1], uc === 'ok');
        if (uc === 'throw') throw new Error('uc failed');
        return uc === 'ok';
      },
    };
    win.ucweb = ucweb;
  }

  if (opts.keepalive) {
    win.Request = class {
      get keepalive() {
        return false;
      }
    };
  }

  const fetchOutcome = opts.fetch || 'ok';
  if (fetchOutcome !== 'missing') {
    win.fetch = function (this: unknown, url: string, init?: RequestInit) {
      if (this !== win) throw new TypeError('Illegal invocation');
      if (fetchOutcome === 'throw') {
        record('fetch', url, init && init.body, false, init);
        throw new TypeError('fetch refused');
      }
      record('fetch', url, init && init.body, true, init);
      return fetchOutcome === 'reject' ? Promise.reject(new TypeError('network')) : Promise.resolve({ ok: true, status: 204 });
    };
  }

  const xhrOutcome = opts.xhr || 'ok';
  if (xhrOutcome !== 'missing') {
    win.XMLHttpRequest = class {
      private url = '';
      open(_method: string, url: string, async?: boolean) {
        if (async !== false) throw new Error('expected a synchronous XHR');
        this.url = url;
      }
      setRequestHeader() {}
      send(body?: unknown) {
        record('xhr', this.url, body, xhrOutcome === 'ok');
        if (xhrOutcome !== 'ok') throw new DOMException('Failed to execute send', 'NetworkError');
      }
    };
  }

  const imageOutcome = opts.image || 'load';
  if (imageOutcome !== 'missing') {
    win.Image = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      referrerPolicy = '';
      set src(url: string) {
        record('image', url, '', true);
        attempts[attempts.length - 1].referrerPolicy = this.referrerPolicy;
        if (imageOutcome === 'load') setTimeout(() => this.onload && this.onload(), 1);
        if (imageOutcome === 'error') setTimeout(() => this.onerror && this.onerror(), 1);
      }
    };
  }

  return {
    win: win as unknown as Window,
    attempts,
    sent: () => attempts.filter((a) => a.accepted),
    settle: async () => {
      await Promise.all(reads);
    },
  };
}

/** An Environment for log tests; override what a test cares about. */
export function fakeEnv(overrides: Partial<Environment> = {}): Environment {
  return {
    ua: 'test',
    client: null,
    hasBridge: false,
    inAppBrowser: null,
    chatApp: null,
    isUC: false,
    isIOS: false,
    isIPad: false,
    isAndroid: true,
    isHarmony: false,
    isMobile: true,
    page: 'detail',
    query: { p: null, chSrc: 'pp_search', debug: null, utmSource: null },
    envName: 'prod',
    hosts: { api: '', download: '', log: 'https://log.example', track: 'https://track.example' },
    channel: 'pp',
    source: 1000,
    svr: 2,
    ...overrides,
  };
}

/** Parses a form body or a URL's query into an object. */
export function formFields(text: string): Record<string, string> {
  const q = text.indexOf('?');
  const query = q >= 0 && /^[a-z]+:|^\//i.test(text) ? text.slice(q + 1) : text;
  const out: Record<string, string> = {};
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    out[decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq))] = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1));
  }
  return out;
}
