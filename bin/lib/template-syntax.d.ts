/** Marker of an output placeholder in masked text. */
export const OUTPUT: string;
/** Marker of template control flow in masked text. */
export const CONTROL: string;
/** Replaces every server template placeholder with markers of the same length (newlines kept). */
export function maskTemplates(source: string, options?: { file?: string }): string;
