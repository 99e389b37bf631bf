import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestSource } from './suggest-source';
import type { Suggestion } from './search';

interface Call {
  key: string;
  signal: AbortSignal | undefined;
  resolve(raw: unknown): void;
  reject(e: unknown): void;
}

function setup(cache?: Map<string, Suggestion[]>) {
  const calls: Call[] = [];
  const results: Array<[string, string[]]> = [];
  const errors: unknown[] = [];
  const source = createSuggestSource({
    fetch: (key, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ key, signal, resolve, reject });
      }),
    onResult: (key, list) => results.push([key, list.map((s) => s.text)]),
    onError: (e) => errors.push(e),
    cache,
  });
  return { source, calls, results, errors };
}

const answer = (...q: string[]) => ({ r: q.map((x) => ({ q: x })) });

describe('createSuggestSource', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request 200 ms after the last keystroke of a burst', () => {
    const { source, calls } = setup();
    for (const v of ['w', 'we', 'wec', 'wech']) {
      source.request(v);
      vi.advanceTimersByTime(150);
    }
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(49);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.key)).toEqual(['wech']);
  });

  it('delivers the parsed answer of the latest key', async () => {
    const { source, calls, results } = setup();
    source.request('qq');
    vi.advanceTimersByTime(200);
    calls[0]!.resolve(answer('qq', 'qq音乐'));
    await vi.runAllTimersAsync();
    expect(results).toEqual([['qq', ['qq', 'qq音乐']]]);
  });

  it('aborts the older request when a newer one is sent', () => {
    const { source, calls } = setup();
    source.request('a');
    vi.advanceTimersByTime(200);
    source.request('ab');
    expect(calls[0]!.signal!.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(calls[0]!.signal!.aborted).toBe(true);
    expect(calls[1]!.signal!.aborted).toBe(false);
  });

  it('never lets an older answer replace a newer one', async () => {
    const { source, calls, results } = setup();
    source.request('a');
    vi.advanceTimersByTime(200);
    source.request('ab');
    vi.advanceTimersByTime(200);
    calls[1]!.resolve(answer('ab-new'));
    await vi.runAllTimersAsync();
    // The first server ignored the abort and answered late.
    calls[0]!.resolve(answer('a-old'));
    await vi.runAllTimersAsync();
    expect(results).toEqual([['ab', ['ab-new']]]);
  });

  it('answers a cached key at once, without a request (backspacing)', async () => {
    const { source, calls, results } = setup();
    source.request('ab');
    vi.advanceTimersByTime(200);
    calls[0]!.resolve(answer('abc'));
    await vi.runAllTimersAsync();
    source.request('abx');
    source.request('ab');
    expect(results).toEqual([
      ['ab', ['abc']],
      ['ab', ['abc']],
    ]);
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
  });

  it('shares a cache passed in across sources', async () => {
    const cache = new Map<string, Suggestion[]>();
    const first = setup(cache);
    first.source.request('k');
    vi.advanceTimersByTime(200);
    first.calls[0]!.resolve(answer('kk'));
    await vi.runAllTimersAsync();
    const second = setup(cache);
    second.source.request('k');
    expect(second.results).toEqual([['k', ['kk']]]);
    expect(second.calls).toHaveLength(0);
  });

  it('treats a blank value as an empty list and cancels the pending request', () => {
    const { source, calls, results } = setup();
    source.request('a');
    source.request('   ');
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(0);
    expect(results).toEqual([['', []]]);
  });

  it('sends exactly one request when the same key is asked again during the wait', () => {
    const { source, calls } = setup();
    source.request('中');
    vi.advanceTimersByTime(100);
    source.request('中 ');
    vi.advanceTimersByTime(200);
    expect(calls).toHaveLength(1);
  });

  it('keeps the request in flight when its key comes back', async () => {
    const { source, calls, results } = setup();
    source.request('ab');
    vi.advanceTimersByTime(200);
    source.request('abc');
    source.request('ab');
    vi.advanceTimersByTime(400);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(answer('ab1'));
    await vi.runAllTimersAsync();
    expect(results).toEqual([['ab', ['ab1']]]);
  });

  it('reports a failure of the latest request but not of an aborted one', async () => {
    const { source, calls, errors } = setup();
    source.request('a');
    vi.advanceTimersByTime(200);
    source.request('b');
    vi.advanceTimersByTime(200);
    calls[0]!.reject(new Error('aborted'));
    calls[1]!.reject({ code: -1, msg: 'timed out' });
    await vi.runAllTimersAsync();
    expect(errors).toEqual([{ code: -1, msg: 'timed out' }]);
  });

  it('cancel drops the pending timer and aborts the request in flight', async () => {
    const { source, calls, results } = setup();
    source.request('a');
    vi.advanceTimersByTime(200);
    source.cancel();
    expect(calls[0]!.signal!.aborted).toBe(true);
    source.request('b');
    source.cancel();
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(answer('late'));
    await vi.runAllTimersAsync();
    expect(results).toEqual([]);
  });

  it('turns a fetch that throws synchronously into a reported error', async () => {
    const errors: unknown[] = [];
    const source = createSuggestSource({
      fetch: () => {
        throw new Error('boom');
      },
      onResult: () => undefined,
      onError: (e) => errors.push(e),
    });
    source.request('x');
    vi.advanceTimersByTime(200);
    await vi.runAllTimersAsync();
    expect(errors).toHaveLength(1);
  });
});
