/**
 * Whether `table` has `key` of its own, not through its prototype (`constructor`, `toString`,
 * `__proto__`): a key from markup, config or a query string looked up in a table of ours.
 * @example own({ a: 1 }, 'constructor') // false
 */
export const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key);
