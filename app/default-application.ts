import { createApplication, type Application } from '../src/runtime/application';
import { createServices } from '../src/services/services';
import { detectEnvironment } from '../src/env/index';
import { widgets, features } from './widgets';
import { VERSION } from '../src/version';
import { plugins } from '../src/plugins/index';

/**
 * The application with the library's own widgets, features, plug-ins, services and environment
 * detection: what the script tag (app/iife.ts) and the ESM `start()` (app/start.ts) both run,
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
