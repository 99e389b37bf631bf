/** The back-to-top button's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { BackToTopEvents, PPBackToTopDetail } from './events';
import type { CommonProps, Handler, ReactWidget } from '../../src/react-props';

export interface BackToTopProps extends CommonProps {
  onBackToTop?: Handler<PPBackToTopDetail>;
}
/** `<div data-widget="back-to-top">` (or config `backToTop: true`). */
export const BackToTop: ReactWidget<BackToTopProps, BackToTopEvents> = { name: 'back-to-top', tag: 'div', props: [], events: { onBackToTop: 'pp:back-to-top' } };
