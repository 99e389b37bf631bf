// Types of placeholders.js.
export function hasPlaceholder(value: string | null | undefined): boolean;
export function isPlaceholderPiece(name: string): boolean;
export function hasControlFlow(source: string): boolean;
export function replacePlaceholders(text: string, replacement: string): string;
export function placeholderPattern(value: string): RegExp;
