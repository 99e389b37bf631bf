/** The rating summary's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { CommonProps, Id, ReactWidget } from '../../src/react-props';

export interface ScoreProps extends CommonProps { appId: Id; versionId: Id }
/** `<div data-widget="score" data-app-id>`: the app's rating summary. */
export const Score: ReactWidget<ScoreProps> = { name: 'score', tag: 'div', props: ['appId', 'versionId'], events: {} };
