// Types of similar.js.
export function distance(a: string, b: string): number;
export function closestName(name: string, known: readonly string[]): string | null;
