/**
 * The vocabulary of a widget's React component, types only: the props every component takes and
 * the shape of the component a widget folder declares in its `react.ts` (its props, element and
 * `pp:*` events). The components themselves are made in app/react/ from these declarations
 * (app/react/components.generated.ts, written by `npm run generate`), since widget folders never
 * import app/. Nothing here runs.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { PPCoreEventName, PPMoreDetail } from './event-types';
import type { Hydrate } from './base-types';

/** An id prop: a number or its text. */
export type Id = string | number;
/** An `on…` prop: the listener of one `pp:*` event. */
export type Handler<D> = (event: CustomEvent<D>) => void;

/** A value an attribute can take; `null`, `undefined` and `false` leave the attribute out. */
export type AttrValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** The fields of an app (product-rules §3) a download button carries, as its `data-*` attributes. */
export interface AppFields {
  id: string | number;
  versionId?: string | number;
  name?: string;
  packageName?: string;
  versionCode?: string | number;
  versionName?: string;
  iconUrl?: string;
  /** soft = 0, game = 1 (product-rules §3); the names are read too. */
  resourceType?: 0 | 1 | '0' | '1' | 'soft' | 'game';
  categoryId?: string | number;
  subCategoryId?: string | number;
  /** 1: the download asks for real-name registration first (config `realname.enabled`). */
  requireId?: string | number | boolean;
  appOpExtInfo?: string;
}

/** Props every component takes besides its widget's attributes. */
export interface HostProps {
  className?: string;
  id?: string;
  style?: CSSProperties;
  /** The server markup's content: what the page shows before (and without) the widget's code. */
  children?: ReactNode;
}

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

/** What app/react/ hands a component's `extra`: the helpers a folder cannot import from there. */
export interface ReactHelpers {
  /** A download button's app as its attributes (app/react/attributes.ts). */
  appAttributes(app: Partial<AppFields> | undefined): Record<string, string>;
}

/**
 * One React component of a widget, as its folder's `react.ts` declares it: the export's name is
 * the component's, its doc comment the component's. `E` is the map of the folder's own `pp:*`
 * events (its `events.ts`), whose names `events` may use besides the core's.
 * @example export const Score: ReactWidget<ScoreProps> = { name: 'score', tag: 'div', props: ['appId', 'versionId'], events: {} };
 * @example export const LuckyPanel: ReactWidget<LuckyPanelProps, LuckyEvents> = { …, events: { onDraw: 'pp:draw' } };
 */
export interface ReactWidget<P extends CommonProps, E extends object = Record<never, never>> {
  /** The `data-widget` name: a row of the registry (app/widgets.ts). */
  name: string;
  /** The element the script-tag markup uses. */
  tag: string;
  /** The props written as `data-*` attributes (camelCase to kebab-case), besides the common ones. */
  props: readonly (keyof P & string)[];
  /** `on…` prop to its `pp:*` event: the core's or the folder's own (`E`). */
  events: Record<string, PPCoreEventName | (keyof E & string)>;
  /** Attributes that are not one prop's (a link's `href`, a form's `action`). */
  extra?: (p: P, helpers: ReactHelpers) => Record<string, string>;
}
