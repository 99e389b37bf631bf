/** The ad slot's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, Id, ReactWidget } from '../../src/react-props';

export interface AdSlotProps extends CommonProps { spaceId: Id; offset?: number; count?: number }
/** `<div data-widget="ad-slot" data-space-id>`: the ads of an ad space. */
export const AdSlot: ReactWidget<AdSlotProps> = { name: 'ad-slot', tag: 'div', props: ['offset', 'count'], events: {} };
