/**
 * search island (product-rules §14): suggestions under the page's search form. The form itself
 * stays the page's own: without this script it still submits to `action?q=…`.
 */
import { coreSchema as schema } from '../../src/schema-core';
import type { Unmount, WidgetContext } from '../../src/types';
import { renderRoot } from '../../src/ui/render/render-root';
import { searchMessages } from './messages';
import type { Suggestion } from './search';
import { SearchBox } from './search-box';
import { createSearchController } from './search-controller';

/** Answers per ctoken and key, kept for the page's life (remounts reuse them). */
const pageCache: Record<string, Map<string, Suggestion[]>> = {};
let instances = 0;

function findInput(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>('input[name="q"]') || form.querySelector<HTMLInputElement>('input[type="search"]');
}

/**
 * Mounts the suggestions on `<form data-widget="search" data-ctoken="…">`. Emits
 * `pp:search` with `{ q, from, position }` when a query is submitted.
 *
 * @example
 * const unmount = mount(document.querySelector('form[data-widget="search"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { logger, i18n } = context.services;
  const form = element instanceof HTMLFormElement ? element : null;
  const input = form ? findInput(form) : null;
  const ctoken = element.getAttribute(schema.ctoken);
  if (!form || !input || !ctoken) {
    logger.warnOnce(
      element,
      'search: needs a <form ' + schema.ctoken + '="…"> holding <input name="q">; left as plain markup',
      element,
    );
    return () => undefined;
  }
  i18n.register(searchMessages);

  const container = form.ownerDocument.createElement('div');
  container.className = 'ppw-search';
  input.parentNode!.insertBefore(container, input.nextSibling);
  const controller = createSearchController({
    form,
    input,
    container,
    ctoken,
    idBase: 'ppw-search-' + ++instances,
    context,
    cache: pageCache[ctoken] || (pageCache[ctoken] = new Map()),
  });
  const unmountRoot = renderRoot(container, <SearchBox controller={controller} label={i18n.t('search.suggestions')} />, context.fail);
  return () => {
    controller.destroy();
    unmountRoot();
    if (container.parentNode) container.parentNode.removeChild(container);
  };
}
