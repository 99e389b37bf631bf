/**
 * The real-name registration step of the download flow (product-rules §14, product-rules §4/§5/§9).
 * No markup of its own: the download widget calls `runRealname` and continues with the
 * download when it settles. Emits `pp:realname` on the button (never with personal data).
 */
import { createElement } from 'react';
import type { WidgetContext } from '../../../src/types';
import { renderRoot } from '../../../src/ui/render/render-root';
import { RealnameDialog, type RealnameFinish } from './realname-dialog';
import { decideRealname } from './realname-flow';
import { appliesTo } from '../click-flow';
import type { SkipReason } from './gates';
import { saveRegistration } from './realname-store';
import { registerRealnameMessages } from './messages';
import { submitInfo } from './submit-info';

// Only `runRealname` is exported: the download button imports this module dynamically, and a
// dynamically imported namespace keeps every export. The checks are imported from their own
// files (./id-check.ts, src/contact-checks/).

/**
 * How the step ended. `noLog` (product-rules §4): the download runs without its log. True only for
 * the three endings that run the original callback with `noLog`: no config fetched, the popup
 * closed (popup type 0: ×, Escape, the mobile overlay) and "I know" after a registration. Every
 * other ending runs it as it is, logged: the check not applying, a registered visitor, and the
 * flow skipped by the config (closed, limitCount, ratio, utm_source; §5 skips the flow, it sets
 * no `noLog`).
 */
export interface RealnameOutcome {
  result: 'not-applicable' | 'registered' | 'skipped' | 'registered-now' | 'closed';
  noLog: boolean;
  reason?: SkipReason;
}

/** The app fields the step reads. */
export interface RealnameApp {
  id: string;
  resourceType: number;
  requireId: boolean;
}

export interface RealnameRun {
  /** Settles once the download may continue (it always may: the step never blocks it for good). */
  done: Promise<RealnameOutcome>;
  /** Closes an open dialog without continuing (the button was unmounted). */
  cancel(): void;
}

/**
 * Runs the real-name step for a tap on `trigger`.
 *
 * @example
 * runRealname(context, app, button).done.then((o) => download({ log: !o.noLog }));
 */
export function runRealname(context: WidgetContext, app: RealnameApp, trigger: HTMLElement): RealnameRun {
  const { services, config, env } = context;
  const settings = config.realname;
  let root: (() => void) | null = null;
  let cancelled = false;
  // Run with the download button's context: a throw is logged as "download: realname <what>".
  const emit = context.guard('realname emit', (detail: Record<string, unknown>) =>
    context.emit('realname', { appId: app.id, ...detail }, trigger),
  );
  const unmountDialog = context.guard('realname unmount', () => {
    const r = root;
    root = null;
    if (r) r();
  });

  const done = new Promise<RealnameOutcome>((resolve) => {
    if (!appliesTo(settings.enabled, app)) {
      resolve({ result: 'not-applicable', noLog: false });
      return;
    }
    decideRealname(services, settings, env.query.utmSource)
      .then((decision) => {
        if (cancelled) return;
        if (decision.kind === 'proceed') {
          emit({ action: 'registered' });
          resolve({ result: 'registered', noLog: false });
          return;
        }
        if (decision.kind === 'skip') {
          emit({ action: 'skip', reason: decision.reason });
          resolve({ result: 'skipped', noLog: decision.reason === 'no-config', reason: decision.reason });
          return;
        }
        registerRealnameMessages(services.i18n);
        emit({ action: 'show' });
        const finish = (how: RealnameFinish) => {
          unmountDialog();
          emit({ action: how === 'success' ? 'done' : 'close', via: how });
          resolve({ result: how === 'success' ? 'registered-now' : 'closed', noLog: true });
        };
        // A detached container: the dialog itself portals into the ppw- root in <body>.
        const container = context.doc.createElement('div');
        root = renderRoot(
          container,
          createElement(RealnameDialog, {
            i18n: services.i18n,
            mobile: env.isMobile,
            modes: { idCheck: settings.idCheck, phoneCheck: settings.phoneCheck },
            returnFocus: trigger,
            submit: (info) =>
              submitInfo(services.api.client, { url: settings.submitUrl, info, appId: app.id, isLog: settings.isLog }).then(() => {
                saveRegistration(services.local, info, settings.userTime);
              }),
            onSubmitted: (ok) => emit({ action: ok ? 'success' : 'failure' }),
            onFinish: finish,
          }),
          // The dialog broke: the download button's runtime record fails it, which cancels
          // this step and gives the button's plain link back.
          context.fail,
        );
      })
      .catch((error: unknown) => {
        // Whatever broke, the visitor still gets the download, logged as one the step did not
        // touch (a failure is none of §4's noLog endings).
        services.logger.handleError(error, 'realname', trigger);
        unmountDialog();
        resolve({ result: 'skipped', noLog: false });
      });
  });

  return {
    done,
    cancel() {
      cancelled = true;
      unmountDialog();
    },
  };
}
