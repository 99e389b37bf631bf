/**
 * One app in a content list: icon (allowed size, webp where supported), name, downloads as
 * 万/亿, size as K/M/G/T, a brief, and a working download button (the download widget).
 */
import type { ReactNode } from 'react';
import type { I18n, ResolvedConfig } from '../../types';
import { DownloadLink } from '../../ui/download-link/download-link';
import { registerDownloadMessages } from '../../ui/download-texts/messages';
import type { ContentApp } from '../content-app';
import { appIconSrc, appMeta, devicePixelRatio, useWebp } from './app-view';
import { downloadSpace, type Space } from '../space';

export interface AppItemProps {
  item: ContentApp;
  space: Space;
  i18n: I18n;
  config: ResolvedConfig;
  /** The widget's window (`context.win`): its pixel ratio and webp support pick the icon. */
  win: Window;
  /** CSS pixel size the design wants; rounded to an allowed icon size (product-rules §9). @default 65 */
  iconSize?: number;
  /** The user opened the app's page or pressed its download button. */
  onClick?: () => void;
  /** More lines under the app's meta (e.g. a beta date). */
  extra?: ReactNode;
}

/**
 * @example <AppItem item={item} space={space} i18n={i18n} config={config} win={context.win} onClick={logClick} />
 */
export function AppItem(props: AppItemProps) {
  const { item, i18n } = props;
  const { app } = item;
  const webp = useWebp(props.config, props.win);
  const icon = appIconSrc(app.iconUrl, props.iconSize || 65, devicePixelRatio(props.win), webp, props.config);
  const meta = appMeta(app, i18n);
  // The row's download button says the download widget's own label (its texts travel with the
  // download link, in the download-texts chunk, which a list without app rows does not load).
  registerDownloadMessages(i18n);
  return (
    <div className="ppw-app" onClick={props.onClick}>
      {icon ? (
        // Decorative: the name right beside it says what it is.
        <img
          className="ppw-app__icon"
          src={icon.src}
          width={icon.size}
          height={icon.size}
          alt=""
          loading="lazy"
          decoding="async"
          // The image server may lack a webp copy: fall back to the original once.
          onError={(e) => {
            const img = e.currentTarget;
            if (img.getAttribute('src') !== icon.fallback) img.setAttribute('src', icon.fallback);
          }}
        />
      ) : (
        <span className="ppw-app__icon ppw-app__icon--none" aria-hidden="true" />
      )}
      <span className="ppw-app__body">
        {item.href ? (
          <a className="ppw-app__name" href={item.href}>{app.name}</a>
        ) : (
          <span className="ppw-app__name">{app.name}</span>
        )}
        {meta ? <span className="ppw-app__meta">{meta}</span> : null}
        {item.brief ? <span className="ppw-app__brief">{item.brief}</span> : null}
        {props.extra}
      </span>
      <DownloadLink
        app={app}
        space={downloadSpace(props.space)}
        // Every row has a "下载": the hidden name tells screen-reader users which one.
        label={<>{i18n.t('download.label')}<span className="ppw-visually-hidden"> {app.name}</span></>}
        className="ppw-button ppw-app__download"
      />
    </div>
  );
}
