// What a flow talks to: an engine's driver (engines.mjs) plus the fixture server, with the
// waiting, reading back and clicking-by-text that every flow needs, written once.

/** @typedef {import('./engines.mjs').Driver} Driver */

export class FlowError extends Error {}

/** Throws a FlowError with `message` unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new FlowError(message);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Session {
  /**
   * @param {Driver} driver
   * @param {{ url: string, setOptions(o: object): void }} proxy
   */
  constructor(driver, proxy) {
    this.driver = driver;
    this.proxy = proxy;
    /** Problems read back from every page this flow saw. */
    this.problems = { errors: [], consoleErrors: [], violations: [] };
  }

  /** Forgets cookies, local and session storage of the origin (a new visit, a new session). */
  async fresh() {
    this.proxy.setOptions({});
    await this.driver.navigate(this.proxy.url + '/__engines/blank.html');
    await this.driver.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      for (const c of document.cookie.split(';')) {
        const name = c.split('=')[0].trim();
        if (name) document.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      }
    });
  }

  /**
   * Opens `path` and waits for `pp:ready`. `options.bridge` makes the prelude install a fake
   * Android client host before any page script.
   */
  async goto(path, options = {}) {
    await this.collect();
    this.proxy.setOptions(options);
    await this.driver.navigate(this.proxy.url + path);
    await this.waitFor(() => !!window.__ppwEngines && window.__ppwEngines.ready, [], `pp:ready on ${path}`);
  }

  /** Reads the current page's recorder into this.problems (before anything leaves the page). */
  async collect() {
    let got;
    try {
      got = await this.driver.evaluate(() => {
        const r = window.__ppwEngines;
        if (!r) return null;
        const out = { errors: r.errors.splice(0), consoleErrors: r.consoleErrors.splice(0), violations: r.violations.splice(0) };
        return JSON.stringify(out);
      });
    } catch {
      return;
    }
    if (!got) return;
    const p = JSON.parse(got);
    this.problems.errors.push(...p.errors);
    this.problems.consoleErrors.push(...p.consoleErrors);
    this.problems.violations.push(...p.violations);
  }

  /** Runs `fn(...args)` in the page. */
  eval(fn, ...args) {
    return this.driver.evaluate(fn, ...args);
  }

  /** Polls `fn(...args)` in the page until it returns a truthy value; returns that value. */
  async waitFor(fn, args, message, timeout = 10_000) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        const v = await this.driver.evaluate(fn, ...args);
        if (v) return v;
        last = v;
      } catch (e) {
        last = e; // a navigation under way
      }
      if (Date.now() > end) throw new FlowError(`timed out after ${timeout} ms waiting for ${message}${last instanceof Error ? ` (${last.message.split('\n')[0]})` : ''}`);
      await sleep(100);
    }
  }

  /** Polls a Node-side `fn` (e.g. the fixture server's request log). */
  async until(fn, message, timeout = 10_000) {
    const end = Date.now() + timeout;
    for (;;) {
      const v = await fn();
      if (v) return v;
      if (Date.now() > end) throw new FlowError(`timed out after ${timeout} ms waiting for ${message}`);
      await sleep(100);
    }
  }

  /**
   * Waits until what the page has started so far has happened: its idle moment has passed and
   * every chunk asked for has run (prelude.js `settle`). The signal before checking that
   * something did not happen.
   */
  async settled(message = 'the page to settle') {
    await this.eval(() => window.__ppwEngines.settle());
    try {
      await this.waitFor(() => window.__ppwEngines.settled, [], message, 20_000);
    } catch (e) {
      // Say where it stopped: an idle callback that never came, or a chunk that never ran.
      const stage = await this.eval(() => window.__ppwEngines.settleStage).catch(() => null);
      if (stage) e.message += ` (${stage})`;
      throw e;
    }
  }

  /** Two rendered frames and a task in the page: observers have reported what is on screen. */
  async frames() {
    await this.eval(() => {
      window.__ppwEngines.framed = false;
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (window.__ppwEngines.framed = true), 0)));
    });
    await this.waitFor(() => window.__ppwEngines.framed, [], 'two frames');
  }

  async waitVisible(selector, message = selector, timeout) {
    return this.waitFor(
      (sel) => {
        const el = document.querySelector(sel);
        if (!el) return false;
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
      },
      [selector],
      `${message} to be visible`,
      timeout,
    );
  }

  async waitGone(selector, message = selector, timeout) {
    return this.waitFor(
      (sel) => {
        const el = document.querySelector(sel);
        return !el || el.hidden || el.getBoundingClientRect().height === 0;
      },
      [selector],
      `${message} to be hidden`,
      timeout,
    );
  }

  /** A real click on the element matching `selector`. */
  click(selector) {
    return this.driver.click(selector);
  }

  /**
   * A real click on the first `selector` whose text (or aria-label) is `text`: the element is
   * marked with a data attribute in the page, then clicked through the engine's input.
   */
  async clickText(selector, text) {
    const mark = await this.waitFor(
      (sel, t) => {
        const el = Array.prototype.find.call(document.querySelectorAll(sel), (e) => (e.textContent || '').trim() === t || e.getAttribute('aria-label') === t);
        if (!el) return '';
        const id = 'e' + Math.random().toString(36).slice(2);
        el.setAttribute('data-engines-target', id);
        return `[data-engines-target="${id}"]`;
      },
      [selector, text],
      `${selector} “${text}”`,
    );
    await this.driver.click(mark);
  }

  /** Clicks into the field matching `selector`, then types `text` as real key events. */
  async type(selector, text) {
    await this.driver.click(selector);
    await this.driver.typeText(text);
  }

  /** Types into the input labelled `label` inside `scope`. */
  async typeLabelled(scope, label, text) {
    const sel = await this.waitFor(
      (s, l) => {
        const lab = Array.prototype.find.call(document.querySelectorAll(s + ' label'), (e) => (e.textContent || '').trim() === l);
        return lab && lab.htmlFor ? `[id="${lab.htmlFor}"]` : '';
      },
      [scope, label],
      `a field labelled ${label}`,
    );
    await this.type(sel, text);
  }

  press(key) {
    return this.driver.press(key);
  }

  url() {
    return this.driver.url();
  }
}
