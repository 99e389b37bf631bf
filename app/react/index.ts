// `pp-widgets/react` (product-rules §17): named re-exports only, so importing it runs nothing
// and a bundler keeps only the components the app uses.
export { WidgetsProvider } from './provider';
export type { WidgetsProviderProps } from './provider';
export {
  DownloadButton, SearchBox, BackToTop, LuckyPanel, Score, Comments, Recs, Specials, BetaList,
  PersonalList, AdSlot, UcRec, GameNews,
} from './components';
export type {
  CommonProps, ListEvents, DownloadButtonProps, SearchBoxProps, BackToTopProps, LuckyPanelProps, ScoreProps,
  CommentsProps, RecsProps, SpecialsProps, BetaListProps, PersonalListProps, AdSlotProps, UcRecProps, GameNewsProps,
} from './components';
export type { AppFields } from './attributes';
export type { TipsKind, NativeAction } from './components';
export type { Hydrate } from '../../src/types';
export { usePPEvent } from './events';
export { start, getApplication } from '../start';
export type { Config } from '../../src/types';
export type { Application } from '../../src/runtime/application';
export type * from '../../src/event-types';
