import { describe, expect, it } from 'vitest';
import { parseExtraActions, statusLabel } from './native-status';

describe('statusLabel', () => {
  it('names the action or state of each install status', () => {
    const table: Array<[number, string]> = [
      [0, 'download.status.download'], [2, 'download.status.download'], [8, 'download.status.pause'],
      [16, 'download.status.install'], [32, 'download.status.installing'], [64, 'download.status.open'],
      [128, 'download.status.update'], [256, 'download.status.open'], [512, 'download.status.uncompress'],
      [1024, 'download.status.uncompressing'], [999, 'download.status.download'],
    ];
    for (const [status, key] of table) expect(statusLabel(status, null), String(status)).toEqual({ key });
  });

  it('carries the progress while downloading, rounded and clamped', () => {
    expect(statusLabel(4, 37.4)).toEqual({ key: 'download.status.downloading', params: { progress: 37 } });
    expect(statusLabel(4, 180)).toEqual({ key: 'download.status.downloading', params: { progress: 100 } });
    expect(statusLabel(4, null)).toEqual({ key: 'download.status.downloading', params: { progress: 0 } });
  });
});

describe('parseExtraActions', () => {
  it('keeps the known extras in order, once each', () => {
    expect(parseExtraActions(' follow,order , follow, pause,foo,collect,ignoreUpdate')).toEqual(['follow', 'order', 'collect', 'ignoreUpdate']);
    expect(parseExtraActions(null)).toEqual([]);
  });
});
