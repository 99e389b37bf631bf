/** One analytics event: what a `data-track` value holds, and what the log sends (log/analytics.ts). */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
}

/**
 * Splits a `data-track` value 'category-action-label' (product-rules §14). A label may itself
 * contain '-': everything after the second '-' is the label. Returns null without a
 * category and an action.
 *
 * @example splitTrackValue('download-click-微信') // { category: 'download', action: 'click', label: '微信' }
 */
export function splitTrackValue(value: string | null | undefined): AnalyticsEvent | null {
  if (typeof value !== 'string') return null;
  const parts = value.split('-');
  const category = parts[0].trim();
  const action = parts.length > 1 ? parts[1].trim() : '';
  if (category === '' || action === '') return null;
  const label = parts.slice(2).join('-').trim();
  return label === '' ? { category, action } : { category, action, label };
}
