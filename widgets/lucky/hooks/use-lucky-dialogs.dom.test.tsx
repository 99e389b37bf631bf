import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { LuckyContext, type Lucky } from '../lucky-context';
import { useLuckyDialogs } from './use-lucky-dialogs';
import { createRecordingLogger } from '../../../tests/helpers/context';

// The dialogs' chunk cannot be fetched (a flaky network): its import rejects.
vi.mock('../dialogs/index', () => {
  throw new Error('network down');
});

afterEach(cleanup);

function Opener(props: { onFailed(): void; seen: unknown[] }) {
  const dialogs = useLuckyDialogs(true, props.onFailed);
  props.seen.push(dialogs);
  return null;
}

describe('useLuckyDialogs', () => {
  it('warns and hands the request back when the dialogs cannot load, and renders no dialog', async () => {
    const logger = createRecordingLogger();
    const lucky = { services: { logger }, config: { prefetch: 'viewport' }, win: window } as unknown as Lucky;
    const onFailed = vi.fn();
    const seen: unknown[] = [];
    render(
      <LuckyContext.Provider value={lucky}>
        <Opener onFailed={onFailed} seen={seen} />
      </LuckyContext.Provider>,
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(logger.warnings.map((w) => w[0])).toEqual(['lucky: loading the dialog failed']);
    expect(seen.every((d) => d === null)).toBe(true);
  });
});
