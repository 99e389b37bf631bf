/** The game news list's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, Id, ListEvents, ReactWidget } from '../../src/react-props';

export interface GameNewsProps extends CommonProps, ListEvents { appIds: string | readonly Id[]; count?: number }
/** `<div data-widget="game-news" data-app-ids>`: news of the listed games. */
export const GameNews: ReactWidget<GameNewsProps> = { name: 'game-news', tag: 'div', props: ['appIds', 'count'], events: { onMore: 'pp:more' } };
