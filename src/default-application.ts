import { createApplication, type Application } from './runtime/application';
import type { RuntimePlugin } from './runtime/plugin';
import { createServices } from './services/services';
import { detectEnvironment } from './env/index';
import { widgets, features } from './widgets';
import { VERSION } from './version';
import { visitPlugin } from './plugins/visit';
import { trackPlugin } from './plugins/track';
import { backToTopPlugin } from './plugins/back-to-top';
import { lateBridgePlugin } from './plugins/late-bridge';
import { debugPlugin } from './plugins/debug';
import { speculatePlugin } from './plugins/speculate';

/**
 * The runtime's add-ons, in the order their hooks run (src/runtime/plugin.ts). Each is one
 * file in src/plugins/; what is not needed at once (the overlay, the speculation observer, the
 * visit's fields) is a chunk its plug-in imports.
 */
export const plugins: readonly RuntimePlugin[] = [visitPlugin, trackPlugin, backToTopPlugin, lateBridgePlugin, debugPlugin, speculatePlugin];

/**
 * The application with the library's own widgets, features, plug-ins, services and environment
 * detection: what the script tag (src/iife.ts) and the ESM `start()` (src/start.ts) both run,
 * each with its own styles.
 * @example const app = createDefaultApplication(css); app.start();
 */
export function createDefaultApplication(css: string, win?: Window): Application {
  return createApplication({
    version: VERSION,
    widgets,
    features,
    plugins,
    css,
    createServices,
    detectEnvironment: (w, config) => detectEnvironment({ win: w, config }),
    win,
  });
}
