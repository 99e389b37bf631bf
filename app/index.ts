// The npm entry: named re-exports only, so importing it runs nothing (package.json `sideEffects`)
// and a bundler keeps only what the app imports.
export { start, getApplication } from './start';
export { createApplication } from '../src/runtime/application';
export type { Application, ApplicationOptions, PublicBridge } from '../src/runtime/application';
export { createServices } from '../src/services/services';
export { detectEnvironment } from '../src/env/index';
export { defaultConfig, mergeConfig } from '../src/runtime/config';
export { createLogger } from '../src/runtime/logger';
export { createI18n } from '../src/i18n/index';
export { widgets, features } from './widgets';
export { schema } from '../src/attribute-names/widget-attributes';
export { VERSION as version } from '../src/version';
export type * from '../src/types';
export type * from './event-types';
