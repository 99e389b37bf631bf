// `pp-widgets/react` (product-rules §17): re-exports only, so importing it runs nothing and a
// bundler keeps only the components the app uses (each is made by a call marked pure). The
// components are the registry's widgets' (app/react/components.generated.ts, from each folder's
// react.ts: a new widget's comes with its folder and registry row; `npm run generate` writes it).
export { WidgetsProvider } from './provider';
export type { WidgetsProviderProps } from './provider';
export * from './components.generated';
export type { CommonProps, ListEvents } from './components';
export type { AppFields } from './attributes';
export type { Hydrate } from '../../src/types';
export { usePPEvent } from './events';
export { start, getApplication } from '../start';
export type { Config } from '../../src/types';
export type { Application } from '../../src/runtime/application';
export type * from '../event-types';
