// Types of link-form.js.
export interface LinkWidget {
  widget: string;
  via: 'download' | 'ppw' | 'pattern';
  attrs: Array<{ name: string; value: string }>;
  relative: boolean;
}
export function toDataName(name: string): string;
export function splitHref(href: string): { path: string; query: Array<[string, string]>; fragment: string | null };
export function isDownloadHref(href: string): boolean;
export function ppwFragment(href: string): { widget: string; attrs: Array<{ name: string; value: string; pair: string }> } | null;
export function linkWidget(href: string, config?: { links?: unknown }): LinkWidget | null;
