import type { Logger } from '../types';
import { coreSchema as schema } from '../schema-core';

const PREFIX = '[pp-widgets]';

/** The console-shaped sink the logger writes to; injectable for tests. */
export interface ConsoleLike {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

function describe(element: Element | undefined): string {
  if (!element) return '';
  const widget = element.getAttribute(schema.widget);
  const id = element.id ? `#${element.id}` : '';
  return ` <${element.tagName.toLowerCase()}${id}${widget ? ` ${schema.widget}="${widget}"` : ''}>`;
}

/**
 * Creates the one logger every module routes through. Warnings given with `warnOnce` and
 * errors given to `handleError` are reported once per object and key (Stimulus habit).
 * Never throws, even when the console does.
 * @example const logger = createLogger(console); logger.warnOnce(el, 'data-id is missing', el);
 */
export function createLogger(
  sink: ConsoleLike | undefined = typeof console !== 'undefined' ? console : undefined,
  /** Told of every message actually written (the debug overlay lists them per element). */
  onReport?: (level: 'warn' | 'error', args: unknown[]) => void,
): Logger {
  const seenByObject = new WeakMap<object, Set<string>>();
  const seenByKey = new Set<string>();

  const write = (level: 'warn' | 'error', args: unknown[]) => {
    try {
      if (onReport) onReport(level, args);
      if (sink) sink[level](PREFIX, ...args);
    } catch {
      // A host page may have replaced console with something that throws.
    }
  };

  const firstTime = (key: unknown, message: string): boolean => {
    // An object keys its own set (a WeakMap entry, gone with it); anything else, the shared one.
    const byObject = key !== null && (typeof key === 'object' || typeof key === 'function');
    let seen = byObject ? seenByObject.get(key as object) : seenByKey;
    if (!seen) seenByObject.set(key as object, (seen = new Set()));
    const k = byObject ? message : `${String(key)}\u0000${message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  };

  return {
    warn: (...args: unknown[]) => write('warn', args),
    error: (...args: unknown[]) => write('error', args),
    warnOnce(key, message, ...details) {
      if (firstTime(key, message)) write('warn', [message, ...details]);
    },
    handleError(error, context, element) {
      if (!firstTime(element || error || context, `error:${context}`)) return;
      write('error', [`Error ${context}${describe(element)}:`, error]);
    },
  };
}
