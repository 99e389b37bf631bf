/** The beta list's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, ListEvents, ReactWidget } from '../../src/react-props';

export interface BetaListProps extends CommonProps, ListEvents { dayBefore?: number; dayAfter?: number; count?: number }
/** `<div data-widget="beta-list">`: games in beta around today. */
export const BetaList: ReactWidget<BetaListProps> = { name: 'beta-list', tag: 'div', props: ['dayBefore', 'dayAfter', 'count'], events: { onMore: 'pp:more' } };
