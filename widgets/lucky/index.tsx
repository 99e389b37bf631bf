/**
 * The `lucky` widget (product-rules §14): `<div data-widget="lucky" data-activity-id="42">` becomes
 * the whole lucky-draw activity. `data-activity-ids="1,2"` or `data-mode="list"` shows the
 * activity list instead. Mounted through the content widgets' `mountContent`: the server markup
 * inside the element is set aside while the panel is mounted and put back on unmount or when
 * the panel fails to render (its error boundary).
 */
import { readAttr, schema } from '../../src/attribute-names/widget-attributes';
import type { Unmount, WidgetContext } from '../../src/types';
import { mountContent } from '../../src/lists/mount/mount-content';
import { ActivityList } from './activity-list';
import { createLucky, LuckyContext } from './lucky-context';
import { LUCKY_MESSAGES } from './lucky-messages';
import { LuckyPanelLater } from './lucky-panel';
import { createLuckySession } from './session/lucky-session';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What the element asks for: one activity, or a list (all, or only some ids); null if malformed. */
function readLuckyTarget(element: Element): { activityId: string } | { only: string[] } | null {
  const id = readAttr(element, schema.activityId);
  if (id !== null) return ID.test(id.trim()) ? { activityId: id.trim() } : null;
  const ids = readAttr(element, schema.activityIds);
  if (ids !== null) {
    const only = ids.split(',').map((s) => s.trim()).filter(Boolean);
    return only.length && only.every((s) => ID.test(s)) ? { only } : null;
  }
  return readAttr(element, schema.mode) === 'list' ? { only: [] } : null;
}

/**
 * Mounts the lucky panel on `element`.
 * @example mount(document.querySelector('[data-widget="lucky"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { i18n, logger, bridge } = context.services;
  const target = readLuckyTarget(element);
  if (!target) {
    logger.warnOnce(element, 'lucky: data-activity-id is missing or malformed; the markup is kept', element);
    return () => undefined;
  }
  i18n.register(LUCKY_MESSAGES);
  const lucky = createLucky(context, createLuckySession({ bridge, env: context.env, logger }));

  // A named region, unless the page already gave the element a role of its own.
  const addedRole = !element.hasAttribute('role');
  if (addedRole) {
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', i18n.t('lucky.label'));
  }
  // The server markup (the no-script path) goes aside at once, as the panel has a loading
  // state of its own; the content mount gives it back on unmount, and on a render error,
  // which its error boundary catches and logs at the widget's edge.
  const unmount = mountContent(element, context, 'lucky', (server) => {
    server.replace();
    return (
      <LuckyContext.Provider value={lucky}>
        {'activityId' in target ? <LuckyPanelLater activityId={target.activityId} /> : <ActivityList only={target.only} />}
      </LuckyContext.Provider>
    );
  });
  return () => {
    try {
      unmount();
    } finally {
      if (addedRole) {
        element.removeAttribute('role');
        element.removeAttribute('aria-label');
      }
    }
  };
}
