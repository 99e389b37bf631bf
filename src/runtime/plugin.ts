/**
 * The one seam through which the runtime's add-ons attach (visit logging, `data-track`,
 * back-to-top without markup, the late-bridge follower, the debug overlay, speculative
 * loading; see src/plugins/). Like Preact's `options` hooks: the core calls the hooks, never
 * imports an add-on; the default application lists them (src/plugins/index.ts).
 * Types only: a plug-in imports this file, not application.ts, so no cycle is made.
 */
import type { FeatureDefinition, Logger, Wake } from '../types';
import type { IslandState } from './island-record';
import type { Run } from './runtime';

/**
 * The shared fields a plug-in reads. The runtime's own record has them all, so a unit test can
 * hand one over (`startedRuntime()` in tests/helpers/runtime.ts).
 */
export interface PluginHost {
  readonly win: Window;
  readonly doc: Document;
  readonly logger: Logger;
  /**
   * The started application's config, environment and services; null once `stop()` has run.
   * Work that finishes later checks that it is still the run its hook was given.
   */
  readonly run: Run | null;
  /** Run, each guarded, at `stop()`: a plug-in pushes the removal of what it set up later. */
  readonly teardown: (() => void)[];
}

/** What the debug overlay reads of the application. */
export interface AppView {
  readonly version: string;
  /** The state of every island found, with what was reported about it (debug overlay, tests). */
  inspect(): { element: HTMLElement; widget: string; wake: Wake; state: IslandState; reports: string[] }[];
  /** Everything reported so far, with the element it concerns if any (debug overlay). */
  reports(): readonly { element: Element | null; level: 'warn' | 'error'; message: string }[];
}

/** What the started runtime offers its plug-ins beyond the shared fields. */
export interface RuntimeHost extends PluginHost {
  readonly app: AppView;
  /** Loads a widget's code and the services it needs, without mounting (speculative loading). */
  load(name: string): Promise<unknown>;
  /** The widgets the scan leaves asleep in this environment (they wake on interaction). */
  sleeping(): readonly string[];
  /**
   * The environment changed (a late `PPNativeBridge`): the app queue's reader starts, the
   * environment is detected again in place, page features start again, mounted islands remount
   * and the page is scanned again.
   */
  redetect(): void;
}

/**
 * A runtime add-on. Every hook is optional, runs while the application is started and is given
 * its run (config, environment, services), and is guarded (a throw is logged with the plug-in's
 * name and goes no further); hooks run in the order the plug-ins are listed.
 * @example
 * const hello: RuntimePlugin = { name: 'hello', ready: (host) => host.logger.warn('ready') };
 * createApplication({ ...options, plugins: [hello] });
 */
export interface RuntimePlugin {
  readonly name: string;
  /**
   * Page features the plug-in owns, scanned for beside the application's (`features` of
   * `createApplication`): e.g. the markup that makes it need an on-demand service loaded.
   */
  readonly features?: readonly FeatureDefinition[];
  /** At `start()`, once the delegated listeners are in place and before the first scan; returns its stop. */
  start?(host: RuntimeHost, run: Run): (() => void) | void;
  /** After `pp:ready`. */
  ready?(host: RuntimeHost, run: Run): void;
  /** After a back/forward-cache restore has remounted the islands and sent `pp:restore`. */
  restore?(host: RuntimeHost, run: Run): void;
  /** `Application.pageView()`: a single-page app's route change, while started. */
  pageView?(host: RuntimeHost, run: Run): void;
}
