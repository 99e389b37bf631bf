import { describe, expect, it } from 'vitest';
import { readAppStatusEvent } from './app-status-event';
import { AppStatus } from '../status-codes/status-codes';

describe('readAppStatusEvent', () => {
  it('reads the product-rules §13 payload', () => {
    expect(readAppStatusEvent({ key_packageName: 'com.a', key_status: 4, key_progress: '42.5' })).toEqual({ packageName: 'com.a', status: AppStatus.Downloading, progress: 42.5 });
  });

  it('reads unprefixed keys and clamps progress', () => {
    expect(readAppStatusEvent({ packageName: 'com.a', status: '64', progress: 140 })).toEqual({ packageName: 'com.a', status: AppStatus.LatestInstalled, progress: 100 });
  });

  it('gives null progress and Unknown status when missing or bad', () => {
    expect(readAppStatusEvent({ key_packageName: 'com.a', key_status: 'x' })).toEqual({ packageName: 'com.a', status: AppStatus.Unknown, progress: null });
  });

  it('returns null without a package name', () => {
    expect(readAppStatusEvent({ key_status: 4 })).toBeNull();
    expect(readAppStatusEvent(null)).toBeNull();
  });
});
