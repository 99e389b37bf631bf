/** The prize activity's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { LuckyEvents, PPActivityDetail, PPChanceDetail, PPDrawDetail, PPPrizeInfoDetail } from './events';
import type { CommonProps, Handler, Id, ReactWidget } from '../../src/react-props';

export interface LuckyPanelProps extends CommonProps {
  activityId: Id;
  onDraw?: Handler<PPDrawDetail>;
  onChance?: Handler<PPChanceDetail>;
  onPrizeInfo?: Handler<PPPrizeInfoDetail>;
  onRemind?: Handler<PPActivityDetail>;
  onCheckin?: Handler<PPActivityDetail>;
  onShare?: Handler<PPActivityDetail>;
}
/** `<div data-widget="lucky" data-activity-id>`: the prize activity; children are the no-script path. */
export const LuckyPanel: ReactWidget<LuckyPanelProps, LuckyEvents> = {
  name: 'lucky',
  tag: 'div',
  props: ['activityId'],
  events: { onDraw: 'pp:draw', onChance: 'pp:chance', onPrizeInfo: 'pp:prizeinfo', onRemind: 'pp:remind', onCheckin: 'pp:checkin', onShare: 'pp:share' },
};
