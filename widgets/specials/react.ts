/** The specials list's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, Id, ListEvents, ReactWidget } from '../../src/react-props';

export interface SpecialsProps extends CommonProps, ListEvents {
  specialId?: Id; specialSource?: 'proxy' | 'android' | 'ios' | 'wdj'; appId?: Id; specialNum?: number; offset?: number; count?: number;
}
/** `<div data-widget="specials">`: one special's apps, the specials of an app, or all specials. */
export const Specials: ReactWidget<SpecialsProps> = {
  name: 'specials',
  tag: 'div',
  props: ['specialId', 'specialSource', 'appId', 'specialNum', 'offset', 'count'],
  events: { onMore: 'pp:more' },
};
