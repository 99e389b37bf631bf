/** The search box's React component (app/react/ makes it from this declaration; product-rules §17). */
import type { PPSearchDetail, SearchEvents } from './events';
import type { CommonProps, Handler, ReactWidget } from '../../src/react-props';

export interface SearchBoxProps extends CommonProps {
  /** The form's action without JavaScript. @default "/search" */
  action?: string;
  /**
   * The search token of the store's search service for this page view (`data-ctoken`, sent with
   * every suggestion request): issued by your back end when it renders the page. Without it the
   * search box stays a plain form (docs/react.md).
   */
  ctoken: string;
  onSearch?: Handler<PPSearchDetail>;
}

/**
 * `<form data-widget="search" role="search">`; the children are its label, input and button.
 * @example <SearchBox action="/search"><input name="q" type="search" aria-label="Search" /><button>Search</button></SearchBox>
 */
export const SearchBox: ReactWidget<SearchBoxProps, SearchEvents> = {
  name: 'search',
  tag: 'form',
  props: ['ctoken'],
  events: { onSearch: 'pp:search' },
  extra: (p) => ({
    action: p.action === undefined ? '/search' : p.action,
    method: 'get',
    role: 'search',
  }),
};
