/**
 * `comments` widget: an app's hot comments, 10 a page, with "more" (product-rules §14 content
 * widgets). Markup: `<div data-widget="comments" data-app-id="123">…server comments…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { ContentList, logFields, mountWithParams, pageCursor, readSpace, toPage, track, useContentList, type ServerMarkup } from '../../src/lists/index';
import { formatCount } from '../../src/lists/format-count';
import { commentKey, parseComment, readCommentsParams, type Comment, type CommentsParams } from './comments';
import { registerCommentsMessages } from './messages';

interface CommentsProps {
  element: HTMLElement;
  context: WidgetContext;
  params: CommentsParams;
  server: ServerMarkup;
}

function CommentView(props: { comment: Comment; context: WidgetContext }) {
  const { comment } = props;
  const { i18n } = props.context.services;
  return (
    <article className="ppw-comment">
      <header className="ppw-comment__head">
        <span className="ppw-comment__author">{comment.author || i18n.t('comments.anonymous')}</span>
        {comment.score !== null ? (
          <span className="ppw-comment__score">{i18n.t('comments.score', { score: comment.score })}</span>
        ) : null}
        {comment.date ? <time className="ppw-comment__date" dateTime={comment.date}>{comment.date}</time> : null}
      </header>
      <p className="ppw-comment__text">{comment.content}</p>
      {comment.likes ? (
        <p className="ppw-comment__likes">{i18n.t('comments.likes', { count: formatCount(comment.likes) })}</p>
      ) : null}
    </article>
  );
}

function Comments(props: CommentsProps) {
  const { context, element, params } = props;
  const { services } = context;
  const space = readSpace(element, { spaceType: 'comments', spaceId: params.appId });
  const list = useContentList<Comment>({
    context,
    element,
    name: 'comments',
    keyOf: commentKey,
    load: (index, signal) => {
      const cursor = pageCursor(index, 0, params.pageSize);
      return services.api
        .getComments({ appId: params.appId, page: cursor.page }, { signal })
        .then((data) => toPage(data, parseComment, cursor));
    },
  });
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={commentKey}
      label={services.i18n.t('comments.label')}
      className="ppw-content--comments"
      emptyText={services.i18n.t('comments.empty')}
      server={props.server}
      onShown={(items, from) =>
        track(services.log, services.logger, 'show', logFields(space, { widget: 'comments', appId: params.appId, position: from, count: items.length }))
      }
      renderItem={(comment) => <CommentView comment={comment} context={context} />}
    />
  );
}

/**
 * Mounts the hot comments of `data-app-id` (legacy `data-appid`, or `data-id`).
 * @example mount(document.querySelector('[data-widget="comments"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  registerCommentsMessages(context.services.i18n);
  return mountWithParams(element, context, 'comments', readCommentsParams, (params, server) => (
    <Comments element={element} context={context} params={params} server={server} />
  ));
}
