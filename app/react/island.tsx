/**
 * The element of one widget as the script-tag path writes it (product-rules §14), rendered by React.
 *
 * Once mounted, the widget owns what is inside the element (a list replaces the server
 * markup, a button shows install status), so React must not reconcile it again: the children
 * are taken at mount and kept. A change of the attributes (or of text children) gives the
 * element a new React `key`: React replaces it, the runtime's observer unmounts the old widget
 * and wakes the new one (a widget never keeps an old app).
 */
import { createElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { attributesKey } from './attributes';
import type { PPEventName } from '../event-types';
import type { HostProps } from '../../src/react-props';

export type { HostProps } from '../../src/react-props';

interface IslandProps extends HostProps {
  tag: string;
  attrs: Record<string, string>;
  /** Event name to handler. */
  events: Partial<Record<PPEventName, ((event: never) => void) | undefined>>;
}

function Element_({ tag, attrs, events, className, id, style, children }: IslandProps): ReactElement {
  const [content] = useState(() => children);
  const ref = useRef<HTMLElement>(null);
  const handlers = useRef(events);
  handlers.current = events;
  const names = (Object.keys(events) as PPEventName[]).filter((k) => events[k]).join(' ');
  useEffect(() => {
    const el = ref.current;
    if (!el || !names) return;
    const listeners = names.split(' ').map((name) => {
      const listener = (event: Event) => {
        const h = handlers.current[name as PPEventName];
        if (h) (h as (e: Event) => void)(event);
      };
      el.addEventListener(name, listener);
      return () => el.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [names]);
  return createElement(tag, { ref, className, id, style, ...attrs }, content);
}

/** The widget's element, replaced (new key) when its attributes or text children change. */
export function Island(props: IslandProps): ReactElement {
  const text = typeof props.children === 'string' || typeof props.children === 'number' ? '\n#' + props.children : '';
  return createElement(Element_, { ...props, key: attributesKey(props.attrs) + text });
}
