// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = join(__dirname, '..', '..');
const { withTable } = require(join(root, 'scripts', 'size-table.cjs')) as { withTable(readme: string): string };

describe('README size table', () => {
  it('matches the size-limit budgets (run `npm run generate`, or `node scripts/size-table.cjs --write`, after changing them)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toBe(withTable(readme));
  });
});
