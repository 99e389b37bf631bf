// The npm entry: named re-exports only, so importing it runs nothing (package.json `sideEffects`)
// and a bundler keeps only what the app imports.
export { start, getApplication } from './start';
export { createApplication } from './runtime/application';
export type { Application, ApplicationOptions, PublicBridge } from './runtime/application';
export { createServices } from './services/services';
export { detectEnvironment } from './env/index';
export { defaultConfig, mergeConfig } from './runtime/config';
export { createLogger } from './runtime/logger';
export { createI18n } from './i18n/index';
export { widgets, features } from '../app/widgets';
export { schema } from './schema';
export { VERSION as version } from './version';
export type * from './types';
export type * from './events';
