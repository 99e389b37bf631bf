/**
 * `ad-slot` widget: the ads of `data-space-id`. Each ad sends one `show` beacon to the
 * tracking service, only once at least half of it has been in the viewport, and a `click`.
 * Markup: `<div data-widget="ad-slot" data-space-id="301" data-count="1"></div>`.
 */
import { useEffect, useRef } from 'react';
import type { Unmount, WidgetContext } from '../../src/types';
import { ContentList, logFields, mountWithParams, readSpace, track, useContentList, whenSeen, type ServerMarkup, type Space } from '../../src/lists/index';
import { AppItem } from '../../src/lists/app-list/index';
import { parseAds, readAdSlotParams, type Ad, type AdSlotParams } from './ad-slot';
import { registerAdSlotMessages } from './messages';

/** Share of an ad that must be on screen before it counts as seen. */
const SEEN_RATIO = 0.5;

function adFields(space: Space, ad: Ad, position: number): Record<string, string | number> {
  return logFields(space, { widget: 'ad-slot', adId: ad.adId, appId: ad.app ? ad.app.app.id : undefined, position });
}

function AdView(props: { ad: Ad; position: number; space: Space; context: WidgetContext; sent: Record<string, true> }) {
  const { ad, context, space, position, sent } = props;
  const { services } = context;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || sent[ad.key]) return undefined;
    return whenSeen(el, () => {
      if (sent[ad.key]) return;
      sent[ad.key] = true;
      track(services.log, services.logger, 'show', adFields(space, ad, position));
    }, { ratio: SEEN_RATIO });
  }, [ad, position, sent, services, space]);
  const onClick = () => track(services.log, services.logger, 'click', adFields(space, ad, position));
  const title = ad.title || (ad.app ? ad.app.app.name : '');
  return (
    <div ref={ref} className={'ppw-ad' + (ad.app ? ' ppw-ad--app' : '')}>
      <span className="ppw-ad__label">{services.i18n.t('ad.label')}</span>
      {ad.href ? (
        <a className="ppw-ad__link" href={ad.href} onClick={onClick}>
          {ad.image ? <img className="ppw-ad__image" src={ad.image} alt={title} decoding="async" /> : <span className="ppw-ad__title">{title}</span>}
        </a>
      ) : ad.image ? (
        <img className="ppw-ad__image" src={ad.image} alt={title} decoding="async" />
      ) : null}
      {ad.app ? (
        // An app ad keeps a working download button beside its banner.
        <AppItem item={ad.app} space={space} i18n={services.i18n} config={context.config} win={context.win} onClick={onClick} iconSize={50} />
      ) : null}
    </div>
  );
}

function AdSlot(props: { element: HTMLElement; context: WidgetContext; params: AdSlotParams; server: ServerMarkup }) {
  const { context, element, params } = props;
  const { services } = context;
  const space = useRef(readSpace(element, { spaceType: 'ad', spaceId: params.spaceId })).current;
  // Ads already announced in this mount: a re-render or a new answer never sends a second show.
  const sent = useRef<Record<string, true>>({}).current;
  const list = useContentList<Ad>({
    context,
    element,
    name: 'ad-slot',
    keyOf: (ad) => ad.key,
    load: (_index, signal) =>
      services.api
        .getAds({ spaceId: params.spaceId, offset: params.offset, count: params.count }, { signal })
        .then((data) => ({ items: parseAds(data, params.count), hasMore: false })),
  });
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={(ad) => ad.key}
      label={services.i18n.t('ad.label')}
      className="ppw-content--ad-slot"
      // An empty slot stays empty: no "nothing here" text where an ad would have been.
      hideWhenEmpty
      skeletonRows={1}
      server={props.server}
      renderItem={(ad) => <AdView ad={ad} position={list.state.items.indexOf(ad)} space={space} context={context} sent={sent} />}
    />
  );
}

/**
 * @example mount(document.querySelector('[data-widget="ad-slot"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  registerAdSlotMessages(context.services.i18n);
  return mountWithParams(element, context, 'ad-slot', readAdSlotParams, (params, server) => (
    <AdSlot element={element} context={context} params={params} server={server} />
  ));
}

// The app icons' webp code (src/webp/), which the widget's definition (app/widgets.ts) requests
// beside this chunk only where config `webp.hosts` lists hosts, and gives before the first mount.
export { setWebp } from '../../src/lists/app-list/index';
