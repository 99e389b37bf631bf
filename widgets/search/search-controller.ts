/**
 * The behaviour of one search form, wired to the page's own form and input without React:
 * mount() attaches it synchronously, so a click or key the runtime replays right after
 * mount (product-rules §11) already meets the blank check and the combobox keys. The list view
 * (search-box.tsx) only renders the state kept here.
 */
import type { WidgetContext } from '../../src/types';
import {
  comboReducer,
  filledValue,
  initialComboState,
  isBlankQuery,
  isImeComposing,
  type ComboAction,
  type ComboState,
  type Suggestion,
} from './search';
import { createSuggestSource } from './suggest-source';
import { submitForm } from './submit-form';

export interface SearchViewState {
  combo: ComboState;
  /** Text of the polite live region. */
  announcement: string;
}

export interface SearchControllerOptions {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** Holds the list; placed under the input when the list opens. */
  container: HTMLElement;
  ctoken: string;
  /** Prefix of the listbox and option ids, unique in the page. */
  idBase: string;
  context: WidgetContext;
  /** Answers per key, shared by every mount on the page for the page's life. */
  cache: Map<string, Suggestion[]>;
}

export interface SearchController {
  readonly listId: string;
  optionId(index: number): string;
  getState(): SearchViewState;
  /** Calls `listener` after every state change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Fills the input with item `index` and submits the form (click / mousedown). */
  choose(index: number): void;
  /** Restores every attribute added and aborts what is in flight (its listeners go with the island: `context.listen`). */
  destroy(): void;
}

/** How the submitted query was chosen, for `/log/search`. */
interface Choice {
  from: 'input' | 'suggestion';
  index: number;
}

/** Sets an attribute and returns how to put the previous value back. */
function setAttr(el: Element, name: string, value: string): () => void {
  const before = el.getAttribute(name);
  el.setAttribute(name, value);
  return () => {
    if (before === null) el.removeAttribute(name);
    else el.setAttribute(name, before);
  };
}

function hasAccessibleName(input: HTMLInputElement): boolean {
  // Support: `labels` Chrome 14, iOS Safari 10; guarded anyway for odd hosts.
  const labels = input.labels;
  return (
    (labels !== null && labels !== undefined && labels.length > 0) ||
    !!input.getAttribute('aria-label') ||
    !!input.getAttribute('aria-labelledby') ||
    !!input.getAttribute('title')
  );
}

/**
 * Wires the combobox, the requests and the submit rules to `form` and `input`.
 *
 * @example
 * const controller = createSearchController({ form, input, container, ctoken, idBase, context, cache });
 * // render <SearchBox controller={controller} /> into container; on unmount:
 * controller.destroy();
 */
export function createSearchController(options: SearchControllerOptions): SearchController {
  const { form, input, container, ctoken, idBase, context, cache } = options;
  const { i18n, logger } = context.services;
  const doc = form.ownerDocument;
  const listId = idBase + '-list';
  const optionId = (index: number): string => idBase + '-option-' + index;
  const restore: Array<() => void> = [];
  const listeners: Array<() => void> = [];
  let view: SearchViewState = { combo: initialComboState, announcement: '' };
  let choice: Choice = { from: 'input', index: -1 };
  let composing = false;
  let typed = input.value;
  let destroyed = false;

  function publish(next: SearchViewState): void {
    const prev = view;
    view = next;
    if (prev.combo !== next.combo) syncInput(prev.combo, next.combo);
    for (const fn of listeners.slice()) fn();
  }

  // The input is the page's own element, so its ARIA state is kept here.
  function syncInput(prev: ComboState, next: ComboState): void {
    input.setAttribute('aria-expanded', String(next.open));
    if (next.open && next.active >= 0) input.setAttribute('aria-activedescendant', optionId(next.active));
    else input.removeAttribute('aria-activedescendant');
    if (next.open && !prev.open) place();
  }

  // Under the input whatever the host's layout: the container and the input share an
  // offset parent, so the input's offsets place the list.
  function place(): void {
    const style = container.style;
    style.top = input.offsetTop + input.offsetHeight + 'px';
    style.left = input.offsetLeft + 'px';
    style.width = input.offsetWidth + 'px';
  }

  function apply(action: ComboAction, announcement?: string): ComboState {
    const combo = comboReducer(view.combo, action);
    const text = announcement === undefined ? (combo.open ? view.announcement : '') : announcement;
    if (combo !== view.combo || text !== view.announcement) publish({ combo, announcement: text });
    return combo;
  }

  const source = createSuggestSource({
    fetch: (key, signal) => context.services.api.searchSugs({ key, ctoken }, { signal }),
    onResult: (_key, items) => {
      if (destroyed) return;
      const focused = doc.activeElement === input;
      const combo = comboReducer(view.combo, { type: 'results', items });
      const open = focused && combo.open;
      publish({
        combo: open ? combo : comboReducer(combo, { type: 'close' }),
        announcement: open ? i18n.t('search.results', { count: items.length }) : '',
      });
    },
    onError: (error) => {
      if (destroyed) return;
      apply({ type: 'results', items: [] }, '');
      // Only the code: the state's message holds the request URL, i.e. what was typed.
      const code = error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : 'unknown';
      logger.warnOnce(form, 'search: suggestions unavailable (code ' + code + ')');
    },
    cache,
  });

  // Guarded ("search: <type>" in the log), and removed by the runtime when the island unmounts.
  const { listen } = context;

  function request(): void {
    typed = input.value;
    choice = { from: 'input', index: -1 };
    source.request(typed);
  }

  function choose(index: number): void {
    const item = view.combo.items[index];
    if (!item || destroyed) return;
    input.value = item.text;
    choice = { from: 'suggestion', index };
    apply({ type: 'close' });
    submitForm(form);
  }

  restore.push(setAttr(input, 'role', 'combobox'));
  restore.push(setAttr(input, 'aria-autocomplete', 'list'));
  restore.push(setAttr(input, 'aria-controls', listId));
  restore.push(setAttr(input, 'aria-expanded', 'false'));
  restore.push(setAttr(input, 'autocomplete', 'off'));
  restore.push(() => input.removeAttribute('aria-activedescendant'));
  if (!hasAccessibleName(input)) restore.push(setAttr(input, 'aria-label', i18n.t('search.label')));

  listen<InputEvent>(input, 'input', (e) => {
    // Mid-composition input events carry half-typed pinyin: wait for compositionend.
    if (composing || e.isComposing) return;
    request();
  });
  listen(input, 'compositionstart', () => {
    composing = true;
  });
  listen(input, 'compositionend', () => {
    composing = false;
    request();
  });
  listen(input, 'keydown', (e) => {
    const event = e as KeyboardEvent;
    if (isImeComposing(event, composing)) return;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'Down' || key === 'ArrowUp' || key === 'Up') {
      const down = key === 'ArrowDown' || key === 'Down';
      if (event.altKey) {
        apply({ type: down ? 'open' : 'close' });
        event.preventDefault();
        return;
      }
      if (view.combo.items.length === 0) return;
      event.preventDefault();
      const next = apply({ type: down ? 'next' : 'prev' });
      input.value = filledValue(next, typed);
      choice = { from: next.active >= 0 ? 'suggestion' : 'input', index: next.active };
    } else if (key === 'Escape' || key === 'Esc') {
      if (!view.combo.open) return;
      // The list is what Escape closes here, not a menu or dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      apply({ type: 'close' });
    } else if (key === 'Enter') {
      // The browser's implicit submission sends the form with the input's value, which
      // arrows already filled; only the list needs closing.
      apply({ type: 'close' });
    }
  });
  listen(input, 'blur', () => {
    apply({ type: 'close' });
  });
  // Touch: tapping outside does not always blur the input on iOS.
  listen(
    doc,
    'touchstart',
    (e) => {
      const target = e.target as Node | null;
      if (view.combo.open && target && !form.contains(target)) apply({ type: 'close' });
    },
    { passive: true },
  );
  // Restored from the back/forward cache: the runtime remounts the island
  // (src/runtime/page-lifecycle.ts), so nothing stays open.
  listen(form, 'submit', (e) => {
    if (composing) {
      e.preventDefault();
      return;
    }
    if (isBlankQuery(input.value)) {
      // product-rules §5: refused without a message; focus goes back to the box.
      e.preventDefault();
      apply({ type: 'close' });
      input.focus();
      return;
    }
    const q = input.value;
    const chosen = choice;
    source.cancel();
    apply({ type: 'close' });
    context.services.log.search({ q, from: chosen.from, position: chosen.index });
    context.emit('search', { q, from: chosen.from, position: chosen.index });
  });
  restore.push(() => source.cancel());

  // Woken while the user is already typing (the island wakes on interaction): answer at once.
  if (doc.activeElement === input && input.value) request();

  return {
    listId,
    optionId,
    getState: () => view,
    subscribe(listener) {
      listeners.push(listener);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
    choose,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      listeners.length = 0;
      for (const fn of restore.splice(0).reverse()) fn();
    },
  };
}
