/**
 * The suggestion list of one search form: a WAI-ARIA 1.2 combobox built on the page's own
 * `<input>` (which keeps focus; options are referenced by `aria-activedescendant`), with a
 * listbox and a polite live region rendered next to it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

export interface SearchBoxProps {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The element this component renders into (positioned under the input). */
  container: HTMLElement;
  ctoken: string;
  /** Prefix of the listbox and option ids, unique in the page. */
  idBase: string;
  context: WidgetContext;
  /** Answers per key, shared by every mount on the page for the page's life. */
  cache: Map<string, Suggestion[]>;
}

/** How the submitted query was chosen, for `/log/search`. */
interface Choice {
  from: 'input' | 'suggestion';
  index: number;
}

function optionId(idBase: string, index: number): string {
  return idBase + '-option-' + index;
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

/** The listbox and live region of one search form; wires the form's own input. */
export function SearchBox(props: SearchBoxProps) {
  const { form, input, container, ctoken, idBase, context, cache } = props;
  const { i18n, logger } = context.services;
  const listId = idBase + '-list';
  const [state, setState] = useState<ComboState>(initialComboState);
  const [announcement, setAnnouncement] = useState('');
  const stateRef = useRef<ComboState>(initialComboState);
  const choiceRef = useRef<Choice>({ from: 'input', index: -1 });
  const mouseChoiceRef = useRef(false);

  function apply(action: ComboAction): ComboState {
    const next = comboReducer(stateRef.current, action);
    if (next !== stateRef.current) {
      stateRef.current = next;
      setState(next);
    }
    return next;
  }

  function choose(index: number): void {
    const item = stateRef.current.items[index];
    if (!item) return;
    input.value = item.text;
    choiceRef.current = { from: 'suggestion', index };
    apply({ type: 'close' });
    submitForm(form);
  }

  useEffect(() => {
    const doc = form.ownerDocument;
    const restore: Array<() => void> = [];
    const listen = (target: EventTarget, type: string, fn: (e: Event) => void, options?: AddEventListenerOptions): void => {
      const guarded = (e: Event): void => {
        try {
          fn(e);
        } catch (error) {
          logger.handleError(error, 'search ' + type, form);
        }
      };
      target.addEventListener(type, guarded, options);
      restore.push(() => target.removeEventListener(type, guarded, options));
    };
    let composing = false;
    let typed = input.value;

    const source = createSuggestSource({
      fetch: (key, signal) => context.services.api.searchSugs({ key, ctoken }, { signal }),
      onResult: (_key, items) => {
        const focused = doc.activeElement === input;
        const next = apply({ type: 'results', items });
        if (!focused) apply({ type: 'close' });
        setAnnouncement(focused && next.open ? i18n.t('search.results', { count: items.length }) : '');
      },
      onError: (error) => {
        apply({ type: 'results', items: [] });
        setAnnouncement('');
        // Only the code: the state's message holds the request URL, i.e. what was typed.
        const code = error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : 'unknown';
        logger.warnOnce(form, 'search: suggestions unavailable (code ' + code + ')');
      },
      cache,
    });
    restore.push(() => source.cancel());

    restore.push(setAttr(input, 'role', 'combobox'));
    restore.push(setAttr(input, 'aria-autocomplete', 'list'));
    restore.push(setAttr(input, 'aria-controls', listId));
    restore.push(setAttr(input, 'autocomplete', 'off'));
    if (!hasAccessibleName(input)) restore.push(setAttr(input, 'aria-label', i18n.t('search.label')));

    const request = (): void => {
      typed = input.value;
      choiceRef.current = { from: 'input', index: -1 };
      source.request(typed);
    };

    listen(input, 'input', (e) => {
      // Mid-composition input events carry half-typed pinyin: wait for compositionend.
      if (composing || (e as InputEvent).isComposing) return;
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
          if (down) apply({ type: 'open' });
          else apply({ type: 'close' });
          event.preventDefault();
          return;
        }
        if (stateRef.current.items.length === 0) return;
        event.preventDefault();
        const next = apply({ type: down ? 'next' : 'prev' });
        input.value = filledValue(next, typed);
        choiceRef.current = { from: next.active >= 0 ? 'suggestion' : 'input', index: next.active };
      } else if (key === 'Escape' || key === 'Esc') {
        if (!stateRef.current.open) return;
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
        if (stateRef.current.open && target && !form.contains(target)) apply({ type: 'close' });
      },
      { passive: true },
    );
    // Restored from the back/forward cache: nothing stays open (CONTRACT §2).
    listen(window, 'pageshow', (e) => {
      if ((e as PageTransitionEvent).persisted) apply({ type: 'close' });
    });

    listen(form, 'submit', (e) => {
      if (composing) {
        e.preventDefault();
        return;
      }
      if (isBlankQuery(input.value)) {
        // SPEC §5: refused without a message; focus goes back to the box.
        e.preventDefault();
        apply({ type: 'close' });
        input.focus();
        return;
      }
      const q = input.value;
      const choice = choiceRef.current;
      source.cancel();
      apply({ type: 'close' });
      context.services.log.search({ q, from: choice.from, position: choice.index });
      context.emit('search', { q, from: choice.from, position: choice.index });
    });

    // Woken while the user is already typing (the island wakes on idle): answer at once.
    if (doc.activeElement === input && input.value) request();

    return () => {
      for (const fn of restore.splice(0).reverse()) fn();
    };
    // Mounted once per form: the props never change for a given root.
  }, []);

  // The input is the page's own element, so its ARIA state is set here, not in JSX.
  useEffect(() => {
    input.setAttribute('aria-expanded', String(state.open));
    if (state.open && state.active >= 0) input.setAttribute('aria-activedescendant', optionId(idBase, state.active));
    else input.removeAttribute('aria-activedescendant');
  }, [state, input, idBase]);
  useEffect(
    () => () => {
      input.removeAttribute('aria-expanded');
      input.removeAttribute('aria-activedescendant');
    },
    [input],
  );

  // Under the input whatever the host's layout: the container and the input share an
  // offset parent, so the input's offsets place the list.
  useLayoutEffect(() => {
    if (!state.open) return;
    const style = container.style;
    style.top = input.offsetTop + input.offsetHeight + 'px';
    style.left = input.offsetLeft + 'px';
    style.width = input.offsetWidth + 'px';
  }, [state.open, container, input]);

  return (
    <>
      <ul id={listId} role="listbox" className="ppw-search-list" aria-label={i18n.t('search.suggestions')} hidden={!state.open}>
        {state.open
          ? state.items.map((item, index) => (
              <li
                key={item.text}
                id={optionId(idBase, index)}
                role="option"
                aria-selected={index === state.active}
                className={'ppw-search-option' + (index === state.active ? ' ppw-search-option--active' : '')}
                onMouseDown={(e) => {
                  // Keeps focus in the input (no blur closing the list) and submits at once.
                  e.preventDefault();
                  mouseChoiceRef.current = true;
                  choose(index);
                }}
                onClick={() => {
                  // A click without a mousedown (assistive tech) still chooses the item.
                  if (mouseChoiceRef.current) mouseChoiceRef.current = false;
                  else choose(index);
                }}
              >
                {item.text}
              </li>
            ))
          : null}
      </ul>
      <div className="ppw-search-status" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
