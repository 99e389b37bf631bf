/** One contract mistake found in a file (see docs/checker.md for the rules). */
export interface Finding {
  /** 1-based line of the element or attribute at fault. */
  line: number;
  /** 1-based column. */
  column: number;
  /** Errors make `pp-widgets check` exit with 1; warnings do not. */
  severity: 'error' | 'warning';
  /** Rule id, e.g. `missing-attribute`. */
  rule: string;
  message: string;
}

/**
 * Finds every markup contract mistake in a page or template's text. `file` (its name) tells a
 * Velocity template by its extension; other languages are told by their delimiters.
 */
export function checkMarkup(source: string, options?: { file?: string }): Finding[];
