/** One widget the editor placed, as the CMS left it (docs/checker.md, "What a CMS did"). */
export interface CmsWidget {
  /** Widget name (`download`, `comments`, …; `lazy-image` for an `<img data-src>`). */
  widget: string;
  /** How the editor placed it: a `data-widget` element (or lazy image), or the link form. */
  form: 'data-widget' | 'link';
  /** Whether it still does its job after the CMS (a download link that kept its query is intact). */
  status: 'intact' | 'broken';
  /** What the CMS took out: attributes (`data-id`, `aria-controls`), elements (`<form>`, `<div> (empty)`), the href's query or `#ppw=` fragment, `href made relative (…)`. */
  removed: string[];
  /** For a broken widget: the link form to paste (a snippet) and/or the docs/cms.md recipe; '' when intact. */
  fix: string;
  /** Line in the saved HTML where it is (or where its escaped markup shows). */
  line?: number;
  /** Line in the pasted markup. */
  pastedLine?: number;
}

export interface CmsTrace {
  /** `escaped-markup`, `config-as-text`, `cut-link`, `lost-fallback`, `stripped-widget`. */
  kind: string;
  message: string;
  line?: number;
}

/**
 * Names what a CMS did to pasted widget markup; without `pasted`, lists the widgets still
 * recognisable in `saved` and the traces of damage. `config` is the page's parsed config (its
 * `links` key: `false` turns link forms off, an object adds URL patterns per widget).
 */
export function checkCmsOutput(input: { pasted?: string; saved: string; config?: { links?: unknown } & Record<string, unknown> }): {
  widgets: CmsWidget[];
  traces: CmsTrace[];
};
