// The panel's dialogs, a chunk of their own (rollup.config.mjs `lucky-dialogs`): the prize-info
// form and the cash detail open only for a logged-in user, so a panel outside the app (and any
// panel before its user logs in) loads neither them nor the shared Dialog and the name and
// phone checks they bring. hooks/use-lucky-dialogs.ts loads this.
export { PrizeForm } from './prize-form';
export { CashDetail } from './cash-detail';
