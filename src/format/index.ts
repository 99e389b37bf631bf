export { formatCount, ZH_COUNT_UNITS, EN_COUNT_UNITS } from './format-count';
export { formatSize, SIZE_UNITS } from './format-size';
export { ICON_SIZES, DEFAULT_ICON_SIZE, chooseIconSize, iconUrl } from '../app-link/icon-size';
export type { IconSize } from '../app-link/icon-size';
export { supportsWebp, resetWebpSupport, canvasEncodesWebp, uaDecodesWebp } from './webp-support';
export { toWebp, webpHostAllowed, DEFAULT_WEBP_REWRITE } from './to-webp';
export { toNumber } from '../app-link/to-number';
