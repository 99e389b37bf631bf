import { describe, it, expect } from 'vitest';
import { mergeConfig } from './config';
import { createRecordingLogger } from '../../tests/helpers/context';

describe('mergeConfig', () => {
  describe('prefetch', () => {
    const resolve = (...sources: unknown[]) => {
      const logger = createRecordingLogger();
      return { prefetch: mergeConfig(logger, ...sources).prefetch, warnings: logger.warnings.map((w) => String(w[0])) };
    };

    it('defaults to viewport', () => {
      expect(resolve()).toEqual({ prefetch: 'viewport', warnings: [] });
    });

    it('reads true as idle (every sleeping widget of the page, as before) and keeps false, viewport and idle', () => {
      expect(resolve({ prefetch: true }).prefetch).toBe('idle');
      expect(resolve({ prefetch: false }).prefetch).toBe(false);
      expect(resolve({ prefetch: 'idle' }).prefetch).toBe('idle');
      expect(resolve({ prefetch: false }, { prefetch: 'viewport' }).prefetch).toBe('viewport');
    });

    it('warns about another value and uses viewport', () => {
      const { prefetch, warnings } = resolve({ prefetch: 'eager' });
      expect(prefetch).toBe('viewport');
      expect(warnings).toEqual([expect.stringContaining('"prefetch" must be true, false, "viewport" or "idle"')]);
      expect(resolve({ prefetch: 3 }).warnings).toEqual([expect.stringContaining('should be a boolean or a string, got number')]);
    });
  });

  describe('log', () => {
    it('sends visits by default and turns them off with log: { access: false }', () => {
      const logger = createRecordingLogger();
      expect(mergeConfig(logger).log).toEqual({ access: true });
      expect(mergeConfig(logger, { log: { access: false } }).log).toEqual({ access: false });
      expect(logger.warnings).toEqual([]);
    });

    it('warns about a log.access that is not a boolean and keeps visits on', () => {
      const logger = createRecordingLogger();
      expect(mergeConfig(logger, { log: { access: 'no' } }).log.access).toBe(true);
      expect(mergeConfig(logger, { log: false }).log.access).toBe(true);
      expect(logger.warnings.map((w) => String(w[0]))).toEqual([expect.stringContaining('"log.access" must be true or false'), expect.stringContaining('"log" should be an object')]);
    });
  });

  describe('rum', () => {
    it('samples no page view by default and keeps a share from 0 to 1', () => {
      const logger = createRecordingLogger();
      expect(mergeConfig(logger).rum).toEqual({ sample: 0 });
      expect(mergeConfig(logger, { rum: { sample: 0.05 } }).rum.sample).toBe(0.05);
      expect(mergeConfig(logger, { rum: { sample: 1 } }).rum.sample).toBe(1);
      expect(logger.warnings).toEqual([]);
    });

    it('warns about a sample that is not a number from 0 to 1 and samples nothing', () => {
      for (const sample of [1.5, -0.1, '0.5', NaN, null, true]) {
        const logger = createRecordingLogger();
        expect(mergeConfig(logger, { rum: { sample } }).rum.sample).toBe(0);
        expect(logger.warnings.map((w) => String(w[0]))).toEqual([expect.stringContaining('"rum.sample" must be a number from 0 to 1; 0 is used')]);
      }
      const logger = createRecordingLogger();
      expect(mergeConfig(logger, { rum: 1 }).rum.sample).toBe(0);
      expect(logger.warnings.map((w) => String(w[0]))).toEqual([expect.stringContaining('"rum" should be an object')]);
    });
  });
});
