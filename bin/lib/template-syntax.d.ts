/** Marker of an output placeholder in masked text. */
export const OUTPUT: string;
/** Marker of template control flow in masked text. */
export const CONTROL: string;
export type ControlKind = 'if' | 'loop' | 'switch' | 'elif' | 'case' | 'else' | 'end' | 'ignore' | 'other';
export interface Control {
  start: number;
  end: number;
  kind: ControlKind;
}
/** Replaces every server template placeholder with markers of the same length (newlines kept); comments become spaces. */
export function maskTemplates(source: string, options?: { file?: string }): string;
/** `maskTemplates`, and each control placeholder's place and role. */
export function maskWithControls(source: string, options?: { file?: string }): { masked: string; controls: Control[] };
/** The role of one control placeholder as written (`{% if x %}` → `if`, `</c:if>` → `end`). */
export function controlKind(placeholder: string): ControlKind;
