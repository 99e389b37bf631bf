import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
// @ts-expect-error plain JavaScript module without declarations
import { CORE_PRIVATE_PROPS } from '../../rollup.config.mjs';

type Node = { type: string; [key: string]: unknown };

/** Every property name a script reads or writes: `a.name`, `a["name"]`, `{ name: … }` and `{ name }` (patterns too), methods. */
function propertyNames(code: string): Set<string> {
  const names = new Set<string>();
  const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && typeof (v as Node).type === 'string';
  const visit = (node: Node) => {
    const key = (node.computed ? null : node.key) as { name?: string; value?: unknown } | null;
    if (node.type === 'MemberExpression') {
      const p = node.property as { name?: string; value?: unknown };
      if (!node.computed) names.add(p.name!);
      else if (typeof p.value === 'string') names.add(p.value);
    } else if ((node.type === 'Property' || node.type === 'MethodDefinition' || node.type === 'PropertyDefinition') && key) {
      names.add(key.name !== undefined ? key.name : String(key.value));
    }
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) v.forEach((c) => isNode(c) && visit(c));
      else if (isNode(v)) visit(v);
    }
  };
  visit(parse(code, { ecmaVersion: 2022 }) as unknown as Node);
  return names;
}

// The property names terser shortens in dist/pp-widgets.js alone (rollup.config.mjs
// CORE_PRIVATE_PROPS). Each chunk is minified on its own and keeps the long name: a chunk that
// reads or writes one of them would miss the core's shortened field. Such a name leaves the list.
describe('the core-private property names', () => {
  const dist = join(__dirname, '..', '..', 'dist');
  const names: string[] = CORE_PRIVATE_PROPS;

  it('are used by no chunk', () => {
    const chunks = readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of chunks) {
      const used = propertyNames(readFileSync(join(dist, 'chunks', file), 'utf8'));
      for (const name of names) if (used.has(name)) found.push(`${file}: ${name}`);
    }
    expect(found, 'take these names out of CORE_PRIVATE_PROPS').toEqual([]);
  });

  it('are shortened in pp-widgets.js', () => {
    const used = propertyNames(readFileSync(join(dist, 'pp-widgets.js'), 'utf8'));
    expect(names.filter((name) => used.has(name))).toEqual([]);
  });
});
