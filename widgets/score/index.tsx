/**
 * `score` widget: an app version's average rating and its 5…1 star distribution.
 * Markup: `<div data-widget="score" data-app-id="123" data-version-id="9">4.5分</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { ContentList, logFields, mountWithParams, readSpace, track, useContentList, type ServerMarkup } from '../../src/lists/index';
import { formatCount } from '../../src/lists/format-count';
import { registerScoreMessages } from './messages';
import { isEmptyScore, parseScore, readScoreParams, type ScoreParams, type ScoreSummary } from './score';

function ScoreView(props: { score: ScoreSummary; context: WidgetContext }) {
  const { score } = props;
  const { i18n } = props.context.services;
  return (
    <div className="ppw-score">
      <p className="ppw-score__average">
        {score.average !== null ? (
          <>
            <span className="ppw-score__value">{i18n.t('score.average', { score: score.average.toFixed(1) })}</span>
            <span className="ppw-visually-hidden"> {i18n.t('score.outOf')}</span>
          </>
        ) : null}
        <span className="ppw-score__total">{i18n.t('score.total', { count: formatCount(score.total) })}</span>
      </p>
      <ul className="ppw-score__bars" aria-label={i18n.t('score.distribution')}>
        {score.distribution.map((row) => (
          <li key={row.stars} className="ppw-score__row">
            <span className="ppw-score__stars">{i18n.t('score.stars', { stars: row.stars })}</span>
            <span className="ppw-score__bar" aria-hidden="true">
              {/* Width set through the CSSOM, which a strict style-src CSP allows. */}
              <span className="ppw-score__fill" style={{ width: row.percent + '%' }} />
            </span>
            <span className="ppw-score__share">{i18n.t('score.share', { percent: row.percent })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Score(props: { element: HTMLElement; context: WidgetContext; params: ScoreParams; server: ServerMarkup }) {
  const { context, element, params } = props;
  const { services } = context;
  const space = readSpace(element, { spaceType: 'score', spaceId: params.appId });
  const list = useContentList<ScoreSummary>({
    context,
    element,
    name: 'score',
    keyOf: () => 'score',
    load: (_index, signal) =>
      services.api.getScore({ appId: params.appId, versionId: params.versionId }, { signal }).then((data) => {
        const score = parseScore(data);
        return { items: score && !isEmptyScore(score) ? [score] : [], hasMore: false };
      }),
  });
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={() => 'score'}
      label={services.i18n.t('score.label')}
      className="ppw-content--score"
      emptyText={services.i18n.t('score.empty')}
      skeletonRows={1}
      server={props.server}
      onShown={() => track(services.log, services.logger, 'show', logFields(space, { widget: 'score', appId: params.appId }))}
      renderItem={() => null}
      renderBody={(items) => <ScoreView score={items[0]} context={context} />}
    />
  );
}

/**
 * Mounts the rating of `data-app-id` + `data-version-id`.
 * @example mount(document.querySelector('[data-widget="score"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  registerScoreMessages(context.services.i18n);
  return mountWithParams(element, context, 'score', readScoreParams, (params, server) => (
    <Score element={element} context={context} params={params} server={server} />
  ));
}
