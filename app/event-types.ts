/**
 * The package's `pp:*` event types, put together: the core's (src/event-types.ts) and each widget
 * folder's (`widgets/<folder>/events.ts`, which app/events.generated.ts lists; `npm run generate`
 * writes it from the registry). A new widget's typed events come with its folder: nothing here
 * changes. Types only; nothing here runs.
 */
import type { PPCoreEventDetailMap } from '../src/event-types';
import type { PPWidgetEventDetailMap } from './events.generated';

export type * from '../src/event-types';
export type * from './events.generated';

/** Every `pp:*` event name and its `detail`. */
export interface PPEventDetailMap extends PPCoreEventDetailMap, PPWidgetEventDetailMap {}

/** Every `pp:*` event name. */
export type PPEventName = keyof PPEventDetailMap;

/** The event object of each `pp:*` name, shaped like `DocumentEventMap` for `addEventListener`. */
export type PPEventMap = { [K in PPEventName]: CustomEvent<PPEventDetailMap[K]> };

/** One `pp:*` event. */
export type PPEvent<K extends PPEventName = PPEventName> = PPEventMap[K];
