import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../types';
import { resolveHosts } from './hosts';

function config(hosts: unknown): Pick<ResolvedConfig, 'hosts'> {
  return { hosts } as Pick<ResolvedConfig, 'hosts'>;
}

describe('resolveHosts', () => {
  it('returns the hosts of the chosen environment without a trailing slash', () => {
    const c = config({
      prod: { api: '', download: '', log: '', track: '' },
      test: { api: 'https://test-api.example.com/', download: 'https://dl.example.com//', log: ' https://log.example.com ', track: 't' },
    });
    expect(resolveHosts(c, 'test')).toEqual({
      api: 'https://test-api.example.com',
      download: 'https://dl.example.com',
      log: 'https://log.example.com',
      track: 't',
    });
  });

  it('fills missing or malformed entries with same origin', () => {
    const c = config({ dev: { api: 'https://dev.example.com', log: 5 } });
    expect(resolveHosts(c, 'dev')).toEqual({ api: 'https://dev.example.com', download: '', log: '', track: '' });
    expect(resolveHosts(c, 'local')).toEqual({ api: '', download: '', log: '', track: '' });
    expect(resolveHosts(config(null), 'prod')).toEqual({ api: '', download: '', log: '', track: '' });
    expect(resolveHosts(null, 'prod')).toEqual({ api: '', download: '', log: '', track: '' });
  });
});
