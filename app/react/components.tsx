/**
 * One component per widget (product-rules §17): props are the widget's attributes in camelCase,
 * rendered as the markup the script-tag path documents (widgets/<name>/README.md), so a
 * server-rendered page works before its JavaScript; `on…` props are its `pp:*` events, typed.
 * Each widget folder declares its components in its `react.ts` (`ReactWidget`, src/react-props.ts);
 * `widget` below makes one from such a declaration, and app/react/components.generated.ts (written
 * by `npm run generate` from the registry app/widgets.ts) does so for every widget of the registry.
 */
import { createElement, type ReactElement } from 'react';
import { schema } from '../../src/attribute-names/widget-attributes';
import type { CommonProps, ReactWidget } from '../../src/react-props';
import { appAttributes, COMMON_PROPS, toAttributes } from './attributes';
import { Island } from './island';

export type { CommonProps, ListEvents } from '../../src/react-props';

const helpers = { appAttributes };

/** The component a widget folder declares (its `react.ts`), named after its widget (`beta-list` → `BetaList`). */
export function widget<P extends CommonProps, E extends object>({ name, tag, props, events, extra }: ReactWidget<P, E>) {
  const names = [...props, ...COMMON_PROPS];
  const component = (p: P): ReactElement => {
    const attrs: Record<string, string> = { [schema.widget]: name };
    Object.assign(attrs, extra ? extra(p, helpers) : null, toAttributes(p as unknown as Record<string, unknown>, names));
    const on: Record<string, unknown> = {};
    for (const prop of Object.keys(events)) on[events[prop]] = (p as unknown as Record<string, unknown>)[prop];
    return createElement(Island, { tag, attrs, events: on, className: p.className, id: p.id, style: p.style, children: p.children });
  };
  (component as { displayName?: string }).displayName = name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  return component;
}
