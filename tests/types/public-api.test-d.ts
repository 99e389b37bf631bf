/**
 * Type test of the public API (what `import … from 'pp-widgets'` gives integrators).
 * Run: npx vitest run --config tests/types/vitest.config.ts (also checked by `npm run typecheck`).
 */
import { assertType, describe, expectTypeOf, it } from 'vitest';
import {
  createApplication, createI18n, createLogger, defaultConfig, features, mergeConfig, schema, version, widgets,
} from '../../app/index';
import type {
  Application, Config, Hydrate, Wake, Logger, PPDownloadDetail, PPEvent, PPEventDetailMap, PPEventMap, PPEventName,
  PPRealnameDetail, PPSearchDetail, PublicBridge, RealnameConfig, ResolvedConfig, Unmount, WidgetContext,
  WidgetDefinition, WidgetModule,
} from '../../app/index';

describe('config types', () => {
  it('accepts every documented key, each optional', () => {
    assertType<Config>({});
    assertType<Config>({
      env: 'testa', locale: 'en', messages: { 'search.results': '结果' }, hosts: { prod: { api: 'https://api.example' } },
      realname: { enabled: true, idCheck: 'format', phoneCheck: 'strict' }, iosStoreSearchUrl: '/ios?q={name}',
      clientScheme: 'pp://x', uaTokens: { wechat: 'MicroMessenger' }, tbChSrc: 'tbzs', webp: { hosts: ['img.example'] },
      bridge: { timeoutMs: 5000 }, nonce: 'abc', backToTop: true, debug: false,
      urlKeys: { personalList: 'h5.personal.list', configListByTime: 'cfg.byTime' },
    });
  });

  it('rejects values outside the contract', () => {
    // @ts-expect-error: environments are a fixed list (product-rules §12)
    assertType<Config>({ env: 'staging' });
    // @ts-expect-error: zh-CN or en only
    assertType<Config>({ locale: 'fr' });
    // @ts-expect-error: idCheck is 'strict' or 'format'
    assertType<Config>({ realname: { idCheck: 'loose' } });
    // @ts-expect-error: booleans, not strings
    assertType<Config>({ backToTop: 'yes' });
    // @ts-expect-error: urlKeys names the proxy calls of contract §3 only
    assertType<Config>({ urlKeys: { personalLists: 'x' } });
  });

  it('resolves to a complete config', () => {
    expectTypeOf(defaultConfig).returns.toEqualTypeOf<ResolvedConfig>();
    expectTypeOf(mergeConfig).parameter(0).toEqualTypeOf<Logger>();
    expectTypeOf(mergeConfig).returns.toEqualTypeOf<ResolvedConfig>();
    expectTypeOf<ResolvedConfig['realname']>().toEqualTypeOf<RealnameConfig>();
    expectTypeOf<ResolvedConfig['locale']>().toEqualTypeOf<'zh-CN' | 'en'>();
  });
});

describe('runtime API', () => {
  it('creates an application with start, scan, unmount, stop, version and bridge', () => {
    expectTypeOf(createApplication).returns.toEqualTypeOf<Application>();
    expectTypeOf<Application['start']>().toEqualTypeOf<(config?: Config) => void>();
    expectTypeOf<Application['scan']>().parameter(0).toEqualTypeOf<ParentNode | undefined>();
    expectTypeOf<Application['stop']>().returns.toBeVoid();
    expectTypeOf<Application['version']>().toBeString();
    expectTypeOf<Application['bridge']>().toEqualTypeOf<PublicBridge>();
    expectTypeOf<PublicBridge['receive']>().parameter(0).toBeUnknown();
    expectTypeOf(version).toBeString();
  });

  it('exports the registry, the schema and the services factories', () => {
    expectTypeOf(widgets).toEqualTypeOf<WidgetDefinition[]>();
    expectTypeOf(features).items.toHaveProperty('selector').toBeString();
    expectTypeOf(schema.widget).toEqualTypeOf<'data-widget'>();
    expectTypeOf(schema.app.versionId).toEqualTypeOf<readonly ['data-version-id', 'data-versionid']>();
    expectTypeOf(createLogger).returns.toMatchTypeOf<Logger>();
    expectTypeOf(createI18n).returns.toHaveProperty('t');
  });

  it('describes a widget module as mount(element, context) returning its unmount', () => {
    const mount = (_el: HTMLElement, _ctx: WidgetContext): Unmount => () => undefined;
    assertType<WidgetModule>({ mount });
    expectTypeOf<WidgetDefinition['wake']>().exclude<Function>().toEqualTypeOf<Wake>();
    // What markup may ask for (data-hydrate) …
    expectTypeOf<Hydrate>().toEqualTypeOf<'load' | 'idle' | 'visible' | 'interaction'>();
    // … and the defaults a definition may also have.
    expectTypeOf<Wake>().toEqualTypeOf<Hydrate | 'scroll'>();
  });
});

describe('pp:* event types', () => {
  it('names every event of the contract', () => {
    expectTypeOf<PPEventName>().toEqualTypeOf<
      | 'pp:ready' | 'pp:restore' | 'pp:search' | 'pp:menu' | 'pp:back-to-top' | 'pp:more' | 'pp:download'
      | 'pp:realname' | 'pp:tips-banner' | 'pp:draw' | 'pp:chance' | 'pp:prizeinfo' | 'pp:remind' | 'pp:checkin'
      | 'pp:share' | 'pp:error'
    >();
    expectTypeOf<PPEventDetailMap['pp:error']>().toEqualTypeOf<{ widget: string; element: Element | null; message: string; kind: 'mounting' | 'rendering' | 'feature' }>();
    expectTypeOf<PPEventMap['pp:search']>().toEqualTypeOf<CustomEvent<PPSearchDetail>>();
    expectTypeOf<PPEvent<'pp:ready'>['detail']>().toEqualTypeOf<{ islands: number }>();
    expectTypeOf<PPEventDetailMap['pp:restore']>().toBeNull();
  });

  it('narrows download details by action', () => {
    const onDownload = (detail: PPDownloadDetail): string | null => {
      if (detail.action === 'download' || detail.action === 'ios-store') return detail.url;
      if (detail.action === 'native') {
        expectTypeOf(detail.nativeAction).toEqualTypeOf<
          'download' | 'pause' | 'continue' | 'install' | 'open' | 'uncompress' | 'update' | 'ignoreUpdate'
          | 'unignoreUpdate' | 'follow' | 'unfollow' | 'collect' | 'order' | null
        >();
        return null;
      }
      // @ts-expect-error: popups carry no url
      return detail.url;
    };
    expectTypeOf(onDownload).returns.toEqualTypeOf<string | null>();
  });

  it('never carries personal data in real-name details', () => {
    expectTypeOf<keyof PPRealnameDetail>().toEqualTypeOf<'appId' | 'action'>();
    // @ts-expect-error: no name, ID number or phone
    assertType<PPRealnameDetail>({ appId: '1', action: 'success', phone: '13800000000' });
  });

  it('types listeners when a host page opts in with a map', () => {
    interface Target {
      addEventListener<K extends PPEventName>(type: K, listener: (event: PPEventMap[K]) => void): void;
    }
    const target = {} as Target;
    expectTypeOf(target.addEventListener<'pp:download'>).parameter(1).parameter(0).toEqualTypeOf<CustomEvent<PPDownloadDetail>>();
  });
});
