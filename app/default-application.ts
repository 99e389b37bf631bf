import { createApplication, type Application, type ApplicationOptions } from '../src/runtime/application';
import { createServices } from '../src/services/services';
import { detectEnvironment } from '../src/env/index';
import { widgets, features } from './widgets';
import { VERSION } from '../src/version';
import { plugins } from '../src/plugins/index';

/**
 * The application with the library's own widgets, features, plug-ins, services and environment
 * detection: what the script tag (app/iife.ts) and the ESM `start()` (app/start.ts) both run,
 * each with its own styles (the script tag's as the loader of its `base-css` chunk).
 * @example const app = createDefaultApplication(css); app.start();
 */
export function createDefaultApplication(css: ApplicationOptions['css'], win?: Window): Application {
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
