/**
 * The lists' app rows (the `app-list` chunk), one import for the widgets that render them. Apart
 * from src/lists/index.ts: a row's download link brings the download link's label and names
 * (download-texts) and the app link (app-link), which a list without app rows (score, comments,
 * game-news) does not load.
 */
export { AppItem } from './app-item';
export type { AppItemProps } from './app-item';
export { AppList } from './app-list';
export type { AppListProps } from './app-list';
export { appIconSrc, appMeta, setWebp, useWebp } from './app-view';
export type { WebpCode } from './app-view';
