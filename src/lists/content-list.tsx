/**
 * The one list view of every content widget: skeleton while the first page loads (unless the
 * server already rendered the list), an honest empty state, a retry on failure and a "more"
 * button while the server says there is more.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { I18n } from '../types';
import { isEmpty, isFirstFailure, isFirstLoad } from './list-state';
import { releaseSpace } from './mount/reserve';
import type { ListHandle } from './use-list';
import { useShowLog } from './use-show-log';

export interface ContentListProps<T> {
  list: ListHandle<T>;
  i18n: I18n;
  keyOf: (item: T) => string;
  /** Content of one `<li>`. */
  renderItem: (item: T) => ReactNode;
  /** Replaces the `<ul>` for views that are not a plain list (e.g. the score summary). */
  renderBody?: (items: T[]) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** `ppw-` modifier class, e.g. `ppw-content--comments`. */
  className?: string;
  /** Empty-state text. @default i18n `content.empty` */
  emptyText?: string;
  /** Render nothing at all when empty (an ad slot without ads). */
  hideWhenEmpty?: boolean;
  /** @default 3 */
  skeletonRows?: number;
  /** The element already shows server markup: no skeleton, and it is replaced on the first answer. */
  server?: { present: boolean; replace: () => void };
  /** Items that reached the screen, for the show log. */
  onShown?: (items: T[], from: number) => void;
}

/** Placeholder rows shaped like list items; hidden from assistive technology. */
function Skeleton(props: { rows: number }) {
  const rows: ReactNode[] = [];
  for (let i = 0; i < props.rows; i++) {
    rows.push(
      <li key={i} className="ppw-skeleton__row">
        <span className="ppw-skeleton__icon" />
        <span className="ppw-skeleton__line" />
      </li>,
    );
  }
  return <ul className="ppw-skeleton" aria-hidden="true">{rows}</ul>;
}

/** Rows an answer draws at once; the rest follow as many a frame, each batch a task of its own. */
const ROWS_AT_ONCE = 6;

/**
 * How many of `total` rows to draw: a first batch, then one more after each paint (an effect runs
 * after the frame, and sets the next batch in a task of its own), so a long answer is not one
 * long render, nor several lists' batches one task. The reserved space holds the height.
 */
function useGrowing(total: number): number {
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  useEffect(() => {
    if (shown >= total) return undefined;
    // A task of its own for each list's next batch: the effects of the lists that answered
    // together run in one task, and their batches would all render in it.
    const timer = setTimeout(() => setShown(shown + ROWS_AT_ONCE));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/**
 * @example
 * <ContentList list={useList(...)} i18n={i18n} keyOf={(c) => c.id} label="热门评论"
 *   renderItem={(c) => <Comment comment={c} />} />
 */
export function ContentList<T>(props: ContentListProps<T>) {
  const { list, i18n } = props;
  const { state } = list;
  const rootRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  // The "more" button had focus when the last page came: focus moves to the end note instead
  // of falling back to <body> when the button disappears.
  const moreFocusedRef = useRef(false);
  const server = props.server;
  const onShown = props.onShown;
  useShowLog(rootRef, state.items, (items, from) => {
    if (onShown) onShown(items, from);
  });

  // The first answer replaces the server's list, whatever it says (empty included): it is newer.
  // Before the browser paints (a layout effect), so that no frame shows both and grows the element.
  useLayoutEffect(() => {
    if (server && server.present && state.pages > 0) server.replace();
  }, [server, state.pages]);

  const shown = useGrowing(state.items.length);
  // The first answer (every row of it) or its failure is drawn: the element gives back the
  // reserved height the answer did not fill, where that moves nothing on screen (mount/reserve.ts).
  const answered = (state.pages > 0 && (!!props.renderBody || shown >= state.items.length)) || isFirstFailure(state);
  useEffect(() => {
    const container = answered && rootRef.current && rootRef.current.parentElement;
    return container && container.parentElement ? releaseSpace(container.parentElement) : undefined;
  }, [answered]);

  const atEnd = state.status === 'ready' && !state.hasMore && state.pages > 1;
  useEffect(() => {
    if (atEnd && moreFocusedRef.current && endRef.current) endRef.current.focus();
    moreFocusedRef.current = false;
  }, [atEnd]);
  const rememberFocus = (e: { currentTarget: HTMLButtonElement }) => {
    moreFocusedRef.current = e.currentTarget.ownerDocument.activeElement === e.currentTarget;
  };

  const waitingForServerList = server && server.present && state.pages === 0;
  const loadingMore = state.status === 'loading' && state.pages > 0;
  const failedMore = state.status === 'error' && state.pages > 0;

  let body: ReactNode = null;
  if (isFirstLoad(state)) {
    body = waitingForServerList ? null : <Skeleton rows={props.skeletonRows || 3} />;
  } else if (isFirstFailure(state)) {
    body = (
      <div className="ppw-content__failed" role="alert">
        <span className="ppw-content__failed-text">{i18n.t('content.failed')}</span>{' '}
        <button type="button" className="ppw-button ppw-content__retry" onClick={list.retry}>
          {i18n.t('content.retry')}
        </button>
      </div>
    );
  } else if (isEmpty(state)) {
    body = props.hideWhenEmpty ? null : <p className="ppw-content__empty">{props.emptyText || i18n.t('content.empty')}</p>;
  } else if (props.renderBody) {
    body = props.renderBody(state.items);
  } else {
    body = (
      <ul className="ppw-list" aria-label={props.label}>
        {state.items.slice(0, shown).map((item) => (
          <li key={props.keyOf(item)} className="ppw-list__item">
            {props.renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }

  let footer: ReactNode = null;
  // While the first answer's rows are still being drawn, its "more" button or end mark waits for the
  // last batch and comes in its place, rather than below the first batch and then moving down.
  // (Later pages keep their footer: it has the focus the visitor's tap gave it.)
  const drawingFirst = !props.renderBody && state.pages <= 1 && shown < state.items.length;
  if (drawingFirst) {
    footer = null;
  } else if (loadingMore) {
    // aria-disabled, not disabled: a disabled button drops keyboard focus to <body>.
    footer = (
      <button type="button" className="ppw-button ppw-content__more" aria-disabled="true">
        {i18n.t('content.loading')}
      </button>
    );
  } else if (failedMore) {
    footer = (
      <button type="button" className="ppw-button ppw-content__more ppw-content__retry" onClick={list.retry}>
        {i18n.t('content.moreFailed')}
      </button>
    );
  } else if (state.status === 'ready' && state.hasMore && state.items.length > 0) {
    footer = (
      <button
        type="button"
        className="ppw-button ppw-content__more"
        onClick={(e) => {
          rememberFocus(e);
          list.more();
        }}
      >
        {i18n.t('content.more')}
      </button>
    );
  } else if (atEnd) {
    footer = (
      <p ref={endRef} className="ppw-content__end" tabIndex={-1}>
        {i18n.t('content.end')}
      </p>
    );
  }

  const className = 'ppw-content' + (props.className ? ' ' + props.className : '');
  return (
    <div ref={rootRef} className={className} aria-busy={state.status === 'loading' ? 'true' : 'false'}>
      {body}
      {footer}
      <span className="ppw-visually-hidden" role="status" aria-live="polite">
        {state.status === 'loading' && !waitingForServerList ? i18n.t('content.loading') : ''}
      </span>
    </div>
  );
}
