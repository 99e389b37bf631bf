/**
 * Markup the panel's parts share: a headed section, a status line, a button, and two small
 * hooks (a one-shot load, a busy action with its note). One copy each keeps the chunk small.
 */
import { useEffect, useId, useState, type DependencyList, type HTMLAttributes, type ReactNode } from 'react';
import { errorKind, warnFailed } from '../state/lucky-errors';
import { useLuckyContext } from '../lucky-context';

/** An id unique to the component instance, usable in `id` and `aria-*` references. */
export function useUid(): string {
  return useId().replace(/[^a-zA-Z0-9_-]/g, '');
}

/** `<section class="ppw-lucky-<name>">` named by its `<h3>` heading. */
export function Section(props: { name: string; title: string; children?: ReactNode; on?: HTMLAttributes<HTMLElement> }) {
  const id = 'ppw-lucky-' + props.name + '-' + useUid();
  return (
    <section className={'ppw-lucky-' + props.name} aria-labelledby={id} {...props.on}>
      <h3 id={id} className="ppw-lucky-heading">
        {props.title}
      </h3>
      {props.children}
    </section>
  );
}

/** A polite status line (empty until there is something to say). */
export function Note(props: { children?: ReactNode }) {
  return (
    <p className="ppw-lucky-note" role="status">
      {props.children}
    </p>
  );
}

export interface BtnProps {
  children?: ReactNode;
  onClick?(): void;
  /** A text link look (`ppw-lucky-link`) instead of the filled button. */
  link?: boolean;
  /** Extra class names. */
  more?: string;
  /** `aria-disabled`, not `disabled`: focus stays on the button while it is busy. */
  off?: boolean;
  /** `aria-pressed`, for toggles. */
  pressed?: boolean;
  /**
   * What the button opens is loading (a dialog's code): `aria-busy` and the library's busy
   * look (`ppw-busy`), as on a tap held while a widget's code comes.
   */
  busy?: boolean;
}

/** A `type="button"` button in the panel's look. */
export function Btn(props: BtnProps) {
  return (
    <button
      type="button"
      className={(props.link ? 'ppw-lucky-link' : 'ppw-lucky-button') + (props.more ? ' ' + props.more : '') + (props.busy ? ' ppw-busy' : '')}
      aria-disabled={props.off || undefined}
      aria-busy={props.busy || undefined}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/**
 * Runs `load` when `deps` change and keeps its answer; a failure is logged as
 * `lucky: <what> failed` with its code. Answers arriving after unmount or a newer load are dropped.
 */
export function useLoad<T>(what: string, load: () => Promise<T>, deps: DependencyList): { data?: T; error?: unknown } {
  const { logger } = useLuckyContext().services;
  const [got, setGot] = useState<{ data?: T; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    load()
      .then((data) => {
        if (live) setGot({ data });
      })
      .catch((error: unknown) => {
        warnFailed(logger, what, error);
        if (live) setGot({ error });
      });
    return () => {
      live = false;
    };
  }, deps);
  return got;
}

/**
 * One action at a time with a note: `run` ignores calls while one is busy; a failure is
 * logged as `lucky: <what> failed` and the note says the error's message.
 */
export function useAction(what: string) {
  const { t, services } = useLuckyContext();
  const { logger } = services;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const run = (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setNote('');
    work()
      .catch((e: unknown) => {
        warnFailed(logger, what, e);
        setNote(t('lucky.error.' + errorKind(e)));
      })
      .then(() => setBusy(false));
  };
  return { busy, note, setNote, run };
}
