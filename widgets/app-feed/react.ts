/** The two feeds' React components (app/react/ makes them from these declarations; product-rules §17). */
import type { CommonProps, ListEvents, ReactWidget } from '../../src/react-props';

export interface PersonalListProps extends CommonProps, ListEvents { offset?: number; count?: number }
/** `<div data-widget="personal-list">`: the visitor's personal recommendations. */
export const PersonalList: ReactWidget<PersonalListProps> = { name: 'personal-list', tag: 'div', props: ['offset', 'count'], events: { onMore: 'pp:more' } };

export interface UcRecProps extends CommonProps, ListEvents { offset?: number; count?: number }
/** `<div data-widget="uc-rec">`: UC's recommendations. */
export const UcRec: ReactWidget<UcRecProps> = { name: 'uc-rec', tag: 'div', props: ['offset', 'count'], events: { onMore: 'pp:more' } };
