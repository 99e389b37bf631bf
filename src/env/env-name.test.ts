import { describe, expect, it } from 'vitest';
import { ENV_NAMES, envNameFromDebug } from './env-name';

describe('envNameFromDebug', () => {
  it.each(['prod', 'dev', 'test', 'testa', 'testb', 'testc', 'local'])('chooses %s', (name) => {
    expect(envNameFromDebug(name)).toBe(name);
  });

  it('ignores case and surrounding blanks', () => {
    expect(envNameFromDebug(' TestB ')).toBe('testb');
  });

  it.each([null, undefined, '', '1', 'true', 'staging', 'testd', 7, {}])('falls back to prod for %j', (value) => {
    expect(envNameFromDebug(value)).toBe('prod');
  });

  it('lists the seven environments of product-rules §9', () => {
    expect(ENV_NAMES).toEqual(['prod', 'dev', 'test', 'testa', 'testb', 'testc', 'local']);
  });
});
