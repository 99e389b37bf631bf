/**
 * The shared list/paging primitive of the content widgets, one import for all of them.
 * Named re-exports only; importing this module also brings `content.css` into a widget's
 * chunk (the build attaches a folder's CSS to its index module). The app rows are
 * src/lists/app-list/index.ts's: their download link's imports (download-texts, app-link) stay
 * out of a page whose lists show none (Rollup keeps a re-exported module's imports).
 */
export { contentAppKey, parseContentApp, safeHref } from './content-app';
export type { ContentApp } from './content-app';
export { ContentList } from './content-list';
export type { ContentListProps } from './content-list';
export { appendUnique, initialListState, listReducer } from './list-state';
export type { ListError, ListState, Page } from './list-state';
export { contentMessages, registerContentMessages } from './mount/messages';
export { mountContent, mountWithParams } from './mount/mount-content';
export type { ServerMarkup } from './mount/mount-content';
export { pageCursor, readHasMore, toPage } from './page';
export type { PageCursor } from './page';
export { isError, readId, readIdList, readInt, readOptionalId } from '../api/content/read-params';
export type { Read } from '../api/content/read-params';
export { downloadSpace, logFields, readSpace } from './space';
export type { Space } from './space';
export { track } from './track';
export { useContentList } from './use-content-list';
export { useList } from './use-list';
export type { ListHandle } from './use-list';
export { whenSeen } from './viewport';
