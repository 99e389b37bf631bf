import type { WidgetDefinition } from '../types';
import { coreSchema as schema } from '../schema-core';
import { guard, WIDGET_SELECTOR, type Runtime } from './runtime';
import type { Islands } from './island';
import type { Features } from './features';
import { followAttributes } from './follow-attributes';
import { warnOf } from './warn';

/**
 * The selector of a scan: every widget except those named in `lazy` (they wake on interaction
 * and are not visited), unless their markup asks for another wake-up with `data-hydrate`.
 * One complex `:not()` (Selectors 4: Chrome 88, Safari 9) halves the browser's matching of a
 * 60 000-element page against the equivalent selector list (1.2 against 2.4 ms in Chromium);
 * where `:not()` takes simple selectors only, the list.
 * @example scanSelectorFor(document, ['download']) // '[data-widget]:not([data-widget="download"]:not([data-hydrate]))'
 */
export function scanSelectorFor(doc: Document, lazy: readonly string[]): string {
  if (!lazy.length) return WIDGET_SELECTOR;
  const is = (name: string) => `[${schema.widget}="${name}"]`;
  const narrow = `${WIDGET_SELECTOR}:not(${lazy.map((name) => `${is(name)}:not([${schema.wake}])`).join(',')})`;
  try {
    doc.documentElement.matches(narrow);
    return narrow;
  } catch {
    return `${WIDGET_SELECTOR}${lazy.map((name) => `:not(${is(name)})`).join('')},${WIDGET_SELECTOR}[${schema.wake}]`;
  }
}

/** Finds widget markup: at start, on `scan(root)`, and as the page adds, removes or changes it. */
export interface Scanner {
  /** Widgets that wake on interaction by default in this environment (never visited by a scan). */
  readonly sleeping: readonly WidgetDefinition[];
  /** Visits every widget under `root` in the scheduler's slices; `done` after the last one. */
  scan(root: ParentNode, done?: () => void): void;
  /** Mounts added markup, unmounts removed markup and remounts changed islands from now on. */
  observe(): () => void;
}

/**
 * Made at each start (the sleeping widgets depend on the environment).
 * @example const scanner = createScanner(rt, islands, features); scanner.scan(document, onDone);
 */
export function createScanner(rt: Runtime, islands: Islands, features: Features): Scanner {
  const { doc, logger, definitions } = rt;
  // Widgets that wake on interaction by default are not even visited (unless the markup
  // asks for another wake-up): the selector leaves them out, so the browser's own
  // matching skips a page's 10 000 download buttons and the scan costs what is on screen.
  const sleeping = Array.from(definitions.values()).filter((def) => islands.defaultWake(def) === 'interaction');
  const selector = scanSelectorFor(doc, sleeping.map((def) => def.name));

  /**
   * One widget element met by a scan. Islands that wake on interaction cost nothing until
   * then: no record, no DOM write; the delegated listeners create them on first use. So a page
   * of 10 000 download buttons starts as fast as a page of ten.
   */
  const visit = (el: Element) => {
    if (rt.islands.has(el) || !el.isConnected) return;
    const name = el.getAttribute(schema.widget) || '';
    const def = definitions.get(name);
    if (!def) {
      warnOf(logger, el, 'widget', [schema.widget, name, Array.from(definitions.keys()).join(', ')], el);
      return;
    }
    const wake = islands.wakeOf(el, def);
    if (wake === 'interaction') return;
    if (wake === 'visible') {
      islands.watchVisible(el);
      return;
    }
    guard(rt, `scanning "${name}"`, () => void islands.create(el as HTMLElement, def, wake), el);
  };

  const scan: Scanner['scan'] = (root, done) => {
    if ((root as Element).nodeType === 1 && (root as Element).hasAttribute(schema.widget)) visit(root as Element);
    const run = rt.run;
    if (!run) return;
    const list = root.querySelectorAll(selector);
    // Markup without a widget to visit (the library's own script and style elements among it)
    // asks for no slice: a slice now would run the jobs queued before it in this task.
    if (!list.length && !done) return;
    let i = 0;
    // One job that goes on in the next slice when this one is used up (checked every 32 elements).
    run.scheduler.push((hasTime) => {
      if (rt.run !== run) return;
      while (i < list.length) {
        visit(list[i++]);
        if ((i & 31) === 0 && !hasTime()) return false;
      }
      if (done) done();
    });
    run.scheduler.flush();
  };

  const follower = followAttributes(rt, islands);
  const onMutations = (records: MutationRecord[]) => {
    const added: Element[] = [];
    for (const record of records) {
      if (record.type === 'attributes') {
        // An element that became a widget (a link form, docs/widgets/links.md) is markup added.
        if (record.attributeName === schema.widget) added.push(record.target as Element);
        else follower.record(record);
        continue;
      }
      for (let i = 0; i < record.removedNodes.length; i++) {
        const node = record.removedNodes[i];
        if (node.nodeType === 1 && !node.isConnected) {
          islands.unmountWithin(node as Element);
          features.forget(node as Element);
        }
      }
      for (let i = 0; i < record.addedNodes.length; i++) {
        const node = record.addedNodes[i];
        if (node.nodeType === 1) added.push(node as Element);
      }
    }
    for (const el of added) {
      if (!el.isConnected) continue;
      scan(el);
      features.scan(el);
    }
  };

  return {
    sleeping,
    scan,
    observe() {
      // Support: MutationObserver everywhere we target (Chrome 26+, Safari 7+).
      const observer = new (rt.win as typeof window).MutationObserver(onMutations);
      // Attributes too, so woken widgets follow their markup (follow-attributes.ts filters them).
      observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeOldValue: true });
      return () => observer.disconnect();
    },
  };
}
