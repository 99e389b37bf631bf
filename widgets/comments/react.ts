/** The comments list's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, Id, ListEvents, ReactWidget } from '../../src/react-props';

export interface CommentsProps extends CommonProps, ListEvents { appId: Id; count?: number }
/** `<div data-widget="comments" data-app-id>`: the app's comments, paged. */
export const Comments: ReactWidget<CommentsProps> = { name: 'comments', tag: 'div', props: ['appId', 'count'], events: { onMore: 'pp:more' } };
