import type { RuntimePlugin } from '../runtime/plugin';
import { coreSchema as schema } from '../schema-core';

/**
 * Config `backToTop: true`: a page without back-to-top markup gets one
 * `<div data-widget="back-to-top">` at the end of its body, taken away at stop.
 */
export const backToTopPlugin: RuntimePlugin = {
  name: 'back-to-top',
  start({ doc }, { config }) {
    if (!config.backToTop || !doc.body || doc.querySelector(`[${schema.widget}="back-to-top"]`)) return;
    const el = doc.createElement('div');
    el.setAttribute(schema.widget, 'back-to-top');
    doc.body.appendChild(el);
    // Support: ChildNode.remove Chrome 23, iOS Safari 7 (below the floor); a no-op once detached.
    return () => el.remove();
  },
};
