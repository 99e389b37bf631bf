export { detectEnvironment, isAndroidWebView, BRIDGE_GLOBAL } from './detect-environment';
export type { DetectEnvironmentInput } from './detect-environment';
export { detectUa } from './detect-ua';
export type { UaDetection, UaSignals } from './detect-ua';
export { DEFAULT_UA_TOKENS, PLATFORM_TOKENS, resolveUaTokens } from './ua-tokens';
export { envNameFromDebug, ENV_NAMES } from './env-name';
export { resolveHosts } from './hosts';
export { channelAndSource, CHANNEL_BY_P, DEFAULT_CHANNEL } from './channel-source';
export type { ChannelInput, ChannelSource } from './channel-source';
// The visit's traffic-source and paid-source tables are src/visit/fields/'s (the `visit` chunk),
// still re-exported here: the core imports this file, which makes Rollup put them first in the
// visit chunk (without these lines it gzips ~10 B larger, pp-widgets.all.js ~30 B).
export { trafficSource, SEARCH_ENGINE_HOSTS, hostOf, hostMatches, siteOf } from '../visit/fields/traffic-source';
export type { TrafficSource } from '../visit/fields/traffic-source';
export { PAID_SOURCES, isPaidSource, isDesktopPaidSource, paidSourceName } from '../visit/fields/paid-sources';
export { queryParam, readQuery } from './query';
export { svrFor, DEFAULT_STAT_LOGGER_NAME } from './stat-logger';
