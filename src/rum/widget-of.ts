import { coreSchema as schema } from '../schema-core';

/** A widget name as markup spells it; anything else is not sent (it could be any text). */
const NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** The islands of the page, as `AppView.inspect()` lists them (the link form's too). */
export type IslandList = () => readonly { element: Element; widget: string }[];

/**
 * The widget a node belongs to, for attributing a metric (docs/rum.md): the closest
 * `[data-widget]`, else the island whose element holds it (a plain link the runtime made a
 * widget, docs/cms.md), else `'page'`. Only the name leaves, never the node's text or attributes.
 * @example widgetOf(lcpEntry.element, () => app.inspect()) // 'lucky'
 */
export function widgetOf(node: Node | null | undefined, islands: IslandList): string {
  try {
    const el = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
    if (!el) return 'page';
    const marked = el.closest(`[${schema.widget}]`);
    const name = marked ? marked.getAttribute(schema.widget) : null;
    if (name && NAME.test(name)) return name;
    let best: { element: Element; widget: string } | null = null;
    for (const island of islands()) {
      if (island.element.contains(el) && (!best || best.element.contains(island.element))) best = island;
    }
    return best && NAME.test(best.widget) ? best.widget : 'page';
  } catch (_) {
    return 'page';
  }
}

/** Whether `name` may be sent as a widget name. */
export const isWidgetName = (name: string): boolean => NAME.test(name);
