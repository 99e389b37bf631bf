/**
 * One component per widget (product-rules §17): props are the widget's attributes in camelCase,
 * rendered as the markup the script-tag path documents (widgets/<name>/README.md), so a
 * server-rendered page works before its JavaScript; `on…` props are its `pp:*` events, typed.
 */
import { createElement, type ReactElement } from 'react';
import { schema } from '../../src/ui/download-texts/widget-attributes';
import type {
  PPActivityDetail, PPBackToTopDetail, PPChanceDetail, PPDownloadDetail, PPDrawDetail, PPEventName,
  PPMoreDetail, PPPrizeInfoDetail, PPRealnameDetail, PPSearchDetail, PPTipsBannerDetail,
} from '../../src/event-types';
import { appAttributes, COMMON_PROPS, toAttributes, type AppFields, type AttrValue } from './attributes';
import { Island, type HostProps } from './island';
import type { Hydrate } from '../../src/types';

type Id = string | number;
type Handler<D> = (event: CustomEvent<D>) => void;

/** Attributes every widget takes. */
export interface CommonProps extends HostProps {
  /** When the widget wakes (`data-hydrate`); each widget has its own default. */
  hydrate?: Hydrate;
  spaceType?: string;
  spaceRType?: string;
  spaceId?: Id;
  spaceName?: string;
  /** `data-track`: a click log of this element. */
  track?: string;
}

/** A content list's `pp:more` (another page asked for). */
export interface ListEvents {
  onMore?: Handler<PPMoreDetail>;
}

function widget<P extends CommonProps>(
  name: string,
  tag: string,
  props: readonly (keyof P & string)[],
  events: Record<string, PPEventName>,
  extra?: (p: P) => Record<string, string>,
) {
  const names = [...props, ...COMMON_PROPS];
  const component = (p: P): ReactElement => {
    const attrs: Record<string, string> = { [schema.widget]: name };
    Object.assign(attrs, extra ? extra(p) : null, toAttributes(p as unknown as Record<string, unknown>, names));
    const on: Record<string, unknown> = {};
    for (const prop of Object.keys(events)) on[events[prop]] = (p as unknown as Record<string, unknown>)[prop];
    return createElement(Island, { tag, attrs, events: on, className: p.className, id: p.id, style: p.style, children: p.children });
  };
  (component as { displayName?: string }).displayName = name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  return component;
}

/** `data-tips`: which text the download-tips banner shows. */
export type TipsKind = 'install' | 'reserve' | 'gift';
/** `data-native-actions`: the extra native actions a button offers inside the Android client. */
export type NativeAction = 'ignoreUpdate' | 'follow' | 'collect' | 'order';

interface DownloadButtonBase extends CommonProps {
  /** The download URL the link follows without JavaScript (and with it, on desktop). */
  href?: string;
  tips?: TipsKind;
  /** `0` (or false) keeps the mobile download-tips banner away for this button. */
  downloadTips?: 0 | 1 | '0' | '1' | boolean;
  downloadCommon?: AttrValue;
  downloadMode?: 'apk' | 'url' | 'dot';
  nativeActions?: NativeAction | readonly NativeAction[];
  apprd?: Id;
  onDownload?: Handler<PPDownloadDetail>;
  onRealname?: Handler<PPRealnameDetail>;
  onTipsBanner?: Handler<PPTipsBannerDetail>;
}

/**
 * A download button needs its app: `app` (with its `id`, product-rules §3; each field is its
 * `data-*` attribute, `id` → `data-id`), or `appId` (which wins over `app.id`).
 */
export type DownloadButtonProps = DownloadButtonBase &
  ({ app: AppFields; appId?: Id } | { appId: Id; app?: Partial<AppFields> });

/**
 * `<a data-widget="download">`: a tap downloads the app, or opens it in the store's client.
 * @example <DownloadButton app={{ id: 123, name: 'Example' }} href="/download/apk?appId=123">Download</DownloadButton>
 */
export const DownloadButton = widget<DownloadButtonProps>(
  'download', 'a',
  ['tips', 'downloadTips', 'downloadCommon', 'downloadMode', 'nativeActions', 'apprd'],
  { onDownload: 'pp:download', onRealname: 'pp:realname', onTipsBanner: 'pp:tips-banner' },
  (p) => {
    const out: Record<string, string> = p.href !== undefined ? { href: p.href } : {};
    Object.assign(out, appAttributes(p.appId !== undefined ? { ...p.app, id: p.appId } : (p.app as AppFields)));
    // `false` is the banner's opt-out "0" (other booleans are "1" or absent).
    if (p.downloadTips === false) out[schema.downloadTips] = '0';
    return out;
  },
);

export interface SearchBoxProps extends CommonProps {
  /** The form's action without JavaScript. @default "/search" */
  action?: string;
  /**
   * The search token of the store's search service for this page view (`data-ctoken`, sent with
   * every suggestion request): issued by your back end when it renders the page. Without it the
   * search box stays a plain form (docs/react.md).
   */
  ctoken: string;
  onSearch?: Handler<PPSearchDetail>;
}

/**
 * `<form data-widget="search" role="search">`; the children are its label, input and button.
 * @example <SearchBox action="/search"><input name="q" type="search" aria-label="Search" /><button>Search</button></SearchBox>
 */
export const SearchBox = widget<SearchBoxProps>('search', 'form', ['ctoken'], { onSearch: 'pp:search' }, (p) => ({
  action: p.action === undefined ? '/search' : p.action,
  method: 'get',
  role: 'search',
}));

export interface BackToTopProps extends CommonProps {
  onBackToTop?: Handler<PPBackToTopDetail>;
}
/** `<div data-widget="back-to-top">` (or config `backToTop: true`). */
export const BackToTop = widget<BackToTopProps>('back-to-top', 'div', [], { onBackToTop: 'pp:back-to-top' });

export interface LuckyPanelProps extends CommonProps {
  activityId: Id;
  onDraw?: Handler<PPDrawDetail>;
  onChance?: Handler<PPChanceDetail>;
  onPrizeInfo?: Handler<PPPrizeInfoDetail>;
  onRemind?: Handler<PPActivityDetail>;
  onCheckin?: Handler<PPActivityDetail>;
  onShare?: Handler<PPActivityDetail>;
}
/** `<div data-widget="lucky" data-activity-id>`: the prize activity; children are the no-script path. */
export const LuckyPanel = widget<LuckyPanelProps>('lucky', 'div', ['activityId'], {
  onDraw: 'pp:draw', onChance: 'pp:chance', onPrizeInfo: 'pp:prizeinfo', onRemind: 'pp:remind', onCheckin: 'pp:checkin', onShare: 'pp:share',
});

export interface ScoreProps extends CommonProps { appId: Id; versionId: Id }
/** `<div data-widget="score" data-app-id>`: the app's rating summary. */
export const Score = widget<ScoreProps>('score', 'div', ['appId', 'versionId'], {});

export interface CommentsProps extends CommonProps, ListEvents { appId: Id; count?: number }
/** `<div data-widget="comments" data-app-id>`: the app's comments, paged. */
export const Comments = widget<CommentsProps>('comments', 'div', ['appId', 'count'], { onMore: 'pp:more' });

/** Recommendations for a query (`q`) or an app (`appId`): one of them is needed. */
export type RecsProps = CommonProps & ListEvents & { mode?: 'recs' | 'subcates'; count?: number } &
  ({ q: string; appId?: Id } | { appId: Id; q?: string });
/** `<div data-widget="recs">`: recommendations for a query (`q`) or an app (`appId`, `mode`). */
export const Recs = widget<RecsProps>('recs', 'div', ['q', 'appId', 'mode', 'count'], { onMore: 'pp:more' });

export interface SpecialsProps extends CommonProps, ListEvents {
  specialId?: Id; specialSource?: 'proxy' | 'android' | 'ios' | 'wdj'; appId?: Id; specialNum?: number; offset?: number; count?: number;
}
/** `<div data-widget="specials">`: one special's apps, the specials of an app, or all specials. */
export const Specials = widget<SpecialsProps>('specials', 'div', ['specialId', 'specialSource', 'appId', 'specialNum', 'offset', 'count'], { onMore: 'pp:more' });

export interface BetaListProps extends CommonProps, ListEvents { dayBefore?: number; dayAfter?: number; count?: number }
/** `<div data-widget="beta-list">`: games in beta around today. */
export const BetaList = widget<BetaListProps>('beta-list', 'div', ['dayBefore', 'dayAfter', 'count'], { onMore: 'pp:more' });

export interface PersonalListProps extends CommonProps, ListEvents { offset?: number; count?: number }
/** `<div data-widget="personal-list">`: the visitor's personal recommendations. */
export const PersonalList = widget<PersonalListProps>('personal-list', 'div', ['offset', 'count'], { onMore: 'pp:more' });

export interface AdSlotProps extends CommonProps { spaceId: Id; offset?: number; count?: number }
/** `<div data-widget="ad-slot" data-space-id>`: the ads of an ad space. */
export const AdSlot = widget<AdSlotProps>('ad-slot', 'div', ['offset', 'count'], {});

export interface UcRecProps extends CommonProps, ListEvents { offset?: number; count?: number }
/** `<div data-widget="uc-rec">`: UC's recommendations. */
export const UcRec = widget<UcRecProps>('uc-rec', 'div', ['offset', 'count'], { onMore: 'pp:more' });

export interface GameNewsProps extends CommonProps, ListEvents { appIds: string | readonly Id[]; count?: number }
/** `<div data-widget="game-news" data-app-ids>`: news of the listed games. */
export const GameNews = widget<GameNewsProps>('game-news', 'div', ['appIds', 'count'], { onMore: 'pp:more' });
