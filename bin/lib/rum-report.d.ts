// Types of rum-report.js.
export interface MetricDef {
  key: 'lcp' | 'cls' | 'inp' | 'ttfb' | 'ia';
  label: string;
  unit: string;
  good: number;
  poor: number;
}
export const METRICS: readonly MetricDef[];
export const ENVIRONMENTS: readonly string[];
export type Beacon = Record<string, string>;
export interface Figure {
  n: number;
  p75: number | null;
  p95: number | null;
}
export interface Group {
  name: string;
  views: number | undefined;
  metrics: Record<MetricDef['key'], Figure>;
}
export interface Summary {
  version: 1;
  method: 'nearest-rank';
  beacons: number;
  dimensions: Record<'environment' | 'widget' | 'page' | 'release', Group[]>;
  errors: Record<string, number>;
  missing: Record<string, Record<string, number>>;
}
export function percentile(values: readonly number[], p: number): number | null;
export function parseBeacons(text: string): { beacons: Beacon[]; skipped: number };
export function environmentOf(beacon: Beacon): string;
export function summarize(beacons: readonly Beacon[]): Summary;
export function renderHtml(summary: Summary, options?: { title?: string; generated?: string; skipped?: number }): string;
