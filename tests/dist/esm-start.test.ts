// @vitest-environment jsdom
/**
 * The ESM entry for bundlers without React (docs/react.md): `start(config)` detects the
 * environment and brings the styles, as the script tag does. Runs against the built dist/esm.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const entry = join(__dirname, '..', '..', 'dist', 'esm', 'index.js');

type Esm = typeof import('../../app/index');

describe.skipIf(!existsSync(entry))('start (dist/esm)', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    if (stop) stop();
    stop = null;
    document.body.innerHTML = '';
  });

  it('starts the widgets with the environment detected and every widget style injected', async () => {
    const esm = (await import(/* @vite-ignore */ entry)) as Esm;
    document.body.innerHTML = '<a data-widget="download" data-id="1" href="/d/1">Get</a><div data-widget="back-to-top" data-hydrate="idle"></div>';
    const app = esm.start({ locale: 'en' });
    stop = () => app.stop();
    expect(esm.start()).toBe(app);
    expect((window as Window & { PPWidgets?: unknown }).PPWidgets).toBe(app);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    const styles = [...document.querySelectorAll('style[data-ppw]')].map((s) => s.textContent).join('');
    // The shared tokens and a widget's own rules (the chunked build brings these per chunk).
    expect(styles).toContain('--ppw-');
    expect(styles).toContain('.ppw-back-to-top');
    expect(app.inspect().map((i) => i.widget).sort()).toEqual(['back-to-top', 'download']);
    app.stop();
    stop = null;
    expect(document.querySelectorAll('style[data-ppw]').length).toBe(0);
  });

  it('exports detectEnvironment for createApplication users', async () => {
    const esm = (await import(/* @vite-ignore */ entry)) as Esm;
    const env = esm.detectEnvironment({ win: window, config: esm.defaultConfig() });
    expect(typeof env.hasBridge).toBe('boolean');
  });
});

describe.skipIf(!existsSync(entry))('pp-widgets/react (dist/esm/react)', () => {
  it('exports the provider, the thirteen components and usePPEvent, with react left to the app', async () => {
    const react = (await import(/* @vite-ignore */ join(__dirname, '..', '..', 'dist', 'esm', 'react', 'index.js'))) as Record<string, unknown>;
    for (const name of ['WidgetsProvider', 'DownloadButton', 'SearchBox', 'BackToTop', 'LuckyPanel', 'Score', 'Comments', 'Recs', 'Specials', 'BetaList', 'PersonalList', 'AdSlot', 'UcRec', 'GameNews', 'usePPEvent', 'start']) {
      expect(typeof react[name], name).toBe('function');
    }
    const { readFileSync } = await import('node:fs');
    const widgets = readFileSync(join(__dirname, '..', '..', 'dist', 'esm', 'app', 'react', 'components.js'), 'utf8');
    expect(widgets).toMatch(/from 'react'/);
  });
});
