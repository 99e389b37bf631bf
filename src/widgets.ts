import type { FeatureDefinition, WidgetDefinition } from './types';

/**
 * The widget registry: names, default wake-ups and lazy loaders. Nothing here loads widget
 * code; `load` runs only when an island wakes (CONTRACT §2, issue 8).
 */
export const widgets: WidgetDefinition[] = [
  { name: 'header', hydrate: 'load', load: () => import('../widgets/header/index') },
  { name: 'search', hydrate: 'idle', load: () => import('../widgets/search/index') },
  { name: 'back-to-top', hydrate: 'idle', load: () => import('../widgets/back-to-top/index') },
  // In the Android client a button shows the app's install status, so it wakes when seen;
  // elsewhere the click alone needs it.
  { name: 'download', hydrate: (env) => (env.hasBridge ? 'visible' : 'interaction'), load: () => import('../widgets/download/index') },
];

/** Page-wide features that are not islands. */
export const features: FeatureDefinition[] = [
  { name: 'lazy-images', selector: 'img[data-src],img[data-srcset]', load: () => import('../widgets/lazy-images/index') },
  // Download-tips banner: mobile browsers only, never chat apps or client webviews (CONTRACT §5).
  { name: 'tips-banner', selector: '[data-widget="download"]', when: (env) => env.isMobile && !env.chatApp && !env.client && !env.hasBridge, load: () => import('../widgets/tips-banner/index') },
];
