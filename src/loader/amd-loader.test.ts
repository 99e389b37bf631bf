import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChunkLoader } from './amd-loader';

const MAIN = 'https://store.example/dist/pp-widgets.js';
const chunkUrl = (file: string) => `https://store.example/dist/chunks/${file}`;

interface FakeScript {
  src: unknown;
  async?: boolean;
  parentNode: { removeChild(s: FakeScript): void } | null;
  remove(): void;
  onload?: () => void;
  onerror?: () => void;
}

/** A document whose `<script>` elements are only recorded; the test plays the network. */
function fakePage(trustedTypes?: unknown) {
  const requested: string[] = [];
  const scripts = new Map<string, FakeScript>();
  const head = {
    appendChild(script: FakeScript) {
      script.parentNode = head;
      requested.push(String(script.src));
      scripts.set(String(script.src), script);
    },
    removeChild(script: FakeScript) {
      script.parentNode = null;
    },
  };
  const doc = {
    baseURI: 'https://store.example/app/1001',
    currentScript: null as { src: string } | null,
    defaultView: { trustedTypes },
    head,
    createElement: (): FakeScript => ({
      src: '',
      parentNode: null,
      remove() {
        if (this.parentNode) this.parentNode.removeChild(this);
      },
    }),
  };
  return {
    doc: doc as unknown as Document,
    requested,
    /** The script of `url` arrives and runs `body` (a chunk's define call). */
    arrive(url: string, body: () => void) {
      doc.currentScript = { src: url };
      body();
      doc.currentScript = null;
      scripts.get(url)!.onload!();
    },
    fail(url: string) {
      scripts.get(url)!.onerror!();
    },
    /** Whether the script element of `url` is still in the page. */
    inPage: (url: string) => scripts.get(url)!.parentNode !== null,
  };
}

/** Runs the promise reactions waiting now (and theirs), no timer. */
const reactions = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const TABLE = 'dialog D1alog preact,download Dwnld1 dialog,preact Pr3act,realname R3al00 download';

describe('createChunkLoader', () => {
  // A case that fails while its fake timers are on leaves none to the next.
  afterEach(() => vi.useRealTimers());

  it('fetches a chunk and, beside it, every chunk the table says it needs, and resolves to its exports', async () => {
    const page = fakePage();
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    loader.define([], (_require, exports) => void ((exports as Record<string, unknown>).core = 1));
    vi.useFakeTimers();
    const download = loader.load('download');
    // All three requested before any arrives (no waiting for download to say what it imports),
    // the chunk at once and each it imports in a task of its own.
    expect(page.requested).toEqual([chunkUrl('download-Dwnld1.js')]);
    vi.advanceTimersToNextTimer();
    expect(page.requested).toEqual([chunkUrl('download-Dwnld1.js'), chunkUrl('dialog-D1alog.js')]);
    vi.advanceTimersToNextTimer();
    expect(page.requested).toEqual([chunkUrl('download-Dwnld1.js'), chunkUrl('dialog-D1alog.js'), chunkUrl('preact-Pr3act.js')]);
    vi.useRealTimers();
    // They arrive in any order.
    page.arrive(chunkUrl('download-Dwnld1.js'), () =>
      loader.define(['dialog', ''], (_require, exports, dialog, core) => {
        Object.assign(exports as object, { dialog, core });
      }),
    );
    page.arrive(chunkUrl('preact-Pr3act.js'), () => loader.define([], (_require, exports) => void ((exports as Record<string, unknown>).h = 'h')));
    page.arrive(chunkUrl('dialog-D1alog.js'), () => loader.define(['preact'], (_require, exports, preact) => void ((exports as Record<string, unknown>).preact = preact)));
    await expect(download).resolves.toEqual({ dialog: { preact: { h: 'h' } }, core: { core: 1 } });
    // Loaded once: asking again requests nothing.
    await loader.load('dialog');
    expect(page.requested).toHaveLength(3);
  });

  it("gives a chunk a `require` that loads another chunk by name (a chunk's dynamic import)", async () => {
    const page = fakePage();
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    let load!: (name: string) => Promise<unknown>;
    const preact = loader.load('preact');
    page.arrive(chunkUrl('preact-Pr3act.js'), () => loader.define([], (require) => void (load = require as typeof load)));
    await preact;
    vi.useFakeTimers();
    const realname = load('realname');
    vi.runAllTimers();
    vi.useRealTimers();
    expect(page.requested.slice(1)).toEqual([chunkUrl('realname-R3al00.js'), chunkUrl('download-Dwnld1.js'), chunkUrl('dialog-D1alog.js')]);
    page.arrive(chunkUrl('dialog-D1alog.js'), () => loader.define(['preact'], () => undefined));
    page.arrive(chunkUrl('download-Dwnld1.js'), () => loader.define(['dialog'], () => undefined));
    page.arrive(chunkUrl('realname-R3al00.js'), () => loader.define(['download'], () => 'the real-name step'));
    await expect(realname).resolves.toBe('the real-name step');
  });

  it('runs each factory in a task of its own once the chunks it imports are in, not in the task of the script that came last', async () => {
    const page = fakePage();
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    const ran: string[] = [];
    vi.useFakeTimers();
    try {
      const download = loader.load('download');
      vi.runAllTimers(); // the requests of the chunks it imports
      page.arrive(chunkUrl('download-Dwnld1.js'), () => loader.define(['dialog'], () => void ran.push('download')));
      page.arrive(chunkUrl('dialog-D1alog.js'), () => loader.define(['preact'], () => void ran.push('dialog')));
      // Preact comes last: its script's task (with every promise reaction after it) runs its own
      // factory's wait and nothing of the chunks that waited for it.
      page.arrive(chunkUrl('preact-Pr3act.js'), () => loader.define([], () => void ran.push('preact')));
      await reactions();
      expect(ran).toEqual([]);
      // One task each, in the order they import each other.
      vi.advanceTimersToNextTimer();
      await reactions();
      expect(ran).toEqual(['preact']);
      vi.advanceTimersToNextTimer();
      await reactions();
      expect(ran).toEqual(['preact', 'dialog']);
      vi.advanceTimersToNextTimer();
      await reactions();
      expect(ran).toEqual(['preact', 'dialog', 'download']);
      await expect(download).resolves.toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed fetch, and the chunk that needed it, so the next load fetches both again', async () => {
    const page = fakePage();
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    const first = loader.load('dialog');
    page.arrive(chunkUrl('dialog-D1alog.js'), () => loader.define(['preact'], () => 'dialog'));
    page.fail(chunkUrl('preact-Pr3act.js'));
    await expect(first).rejects.toThrow('pp-widgets: could not load https://store.example/dist/chunks/preact-Pr3act.js');
    // Neither element stays in the page: the one that ran, nor the one that failed.
    expect(page.inPage(chunkUrl('dialog-D1alog.js'))).toBe(false);
    expect(page.inPage(chunkUrl('preact-Pr3act.js'))).toBe(false);
    vi.useFakeTimers();
    const again = loader.load('dialog');
    // The first load's own task for preact, if still to come, asks nothing more.
    vi.runAllTimers();
    vi.useRealTimers();
    expect(page.requested.slice(2)).toEqual([chunkUrl('dialog-D1alog.js'), chunkUrl('preact-Pr3act.js')]);
    page.arrive(chunkUrl('preact-Pr3act.js'), () => loader.define([], () => 'preact'));
    page.arrive(chunkUrl('dialog-D1alog.js'), () => loader.define(['preact'], (_r, _e, preact) => `dialog on ${preact}`));
    await expect(again).resolves.toBe('dialog on preact');
  });

  it('asks for nothing a chunk imports once that chunk has failed before its tasks came', async () => {
    const page = fakePage();
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    vi.useFakeTimers();
    try {
      const download = loader.load('download');
      page.fail(chunkUrl('download-Dwnld1.js'));
      await expect(download).rejects.toThrow('could not load');
      vi.runAllTimers();
      expect(page.requested).toEqual([chunkUrl('download-Dwnld1.js')]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails a name the table lacks as a lost fetch, and a script that defines nothing', async () => {
    const page = fakePage();
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    const unknown = loader.load('nope');
    page.fail(page.requested[0]);
    await expect(unknown).rejects.toThrow('could not load');
    const silent = loader.load('preact');
    page.arrive(chunkUrl('preact-Pr3act.js'), () => undefined);
    await expect(silent).rejects.toThrow('defined nothing');
  });

  it('sets script URLs through a Trusted Types policy that allows only the main script’s origin', () => {
    let rules!: { createScriptURL(url: string): string };
    const trustedTypes = { createPolicy: vi.fn((_name: string, r: typeof rules) => ((rules = r), { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) })) };
    const page = fakePage(trustedTypes);
    const loader = createChunkLoader(MAIN, page.doc, vi.fn(), TABLE);
    void loader.load('preact').catch(() => {});
    expect(trustedTypes.createPolicy).toHaveBeenCalledWith('pp-widgets', expect.anything());
    expect(page.requested).toEqual(['[object Object]']);
    expect(() => rules.createScriptURL('https://elsewhere.example/x.js')).toThrow('pp-widgets: refusing to load https://elsewhere.example/x.js');
  });
});
