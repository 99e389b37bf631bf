/** The recommendations list's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, Id, ListEvents, ReactWidget } from '../../src/react-props';

/** Recommendations for a query (`q`) or an app (`appId`): one of them is needed. */
export type RecsProps = CommonProps & ListEvents & { mode?: 'recs' | 'subcates'; count?: number } &
  ({ q: string; appId?: Id } | { appId: Id; q?: string });
/** `<div data-widget="recs">`: recommendations for a query (`q`) or an app (`appId`, `mode`). */
export const Recs: ReactWidget<RecsProps> = { name: 'recs', tag: 'div', props: ['q', 'appId', 'mode', 'count'], events: { onMore: 'pp:more' } };
