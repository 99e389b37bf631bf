/**
 * A started runtime record for the runtime's unit tests: the test context's config, env and
 * services, a recording logger, a real scheduler and visibility watcher on jsdom's window.
 */
import type { Environment, WidgetDefinition } from '../../src/types';
import { createRuntime, type Runtime } from '../../src/runtime/runtime';
import { createScheduler } from '../../src/runtime/scheduler';
import { onIdle, createVisibilityWatcher } from '../../src/runtime/wake';
import { createTestContext, type RecordingLogger, type TestContext } from './context';

export interface TestRuntime extends Runtime {
  logger: RecordingLogger;
  context: TestContext;
}

export function startedRuntime(widgets: readonly WidgetDefinition[], env: Partial<Environment> = {}): TestRuntime {
  const context = createTestContext({ env });
  const logger = context.services.logger as RecordingLogger;
  const rt = createRuntime(window, logger, widgets) as TestRuntime;
  rt.context = context;
  // As application.ts makes them: what comes into view together wakes in the scheduler's slices.
  const scheduler = createScheduler(window, (error) => logger.handleError(error, 'hydrating'));
  rt.run = {
    config: context.config,
    env: context.env,
    services: context.services,
    scheduler,
    visibility: createVisibilityWatcher(window, (el, fn) => rt.teardown.push(onIdle(window, () => fn(el))), scheduler),
  };
  return rt;
}

/** A widget definition whose module records its mounts and unmounts. */
export function recordingWidget(name: string, wake: WidgetDefinition['wake'] = 'load') {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const module = {
    mount(el: HTMLElement) {
      mounted.push(el);
      return () => void unmounted.push(el);
    },
  };
  const def: WidgetDefinition = { name, wake, needs: [], load: () => Promise.resolve(module) };
  return { def, mounted, unmounted };
}

export const tick = () => new Promise((r) => setTimeout(r, 0));
