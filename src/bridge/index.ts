// The native bridge (product-rules §13): named re-exports only.
export { createBridge } from './create-bridge';
export { DEFAULT_BRIDGE_TIMEOUT_MS } from '../defaults';
export type { Bridge, BridgeOptions, NativeBridgeHost } from './create-bridge';
export { BridgeErrorCode } from './bridge-state';
export type { BridgeState } from './bridge-state';
export { DEFAULT_METHOD_IDS, methodIdFor } from './method-ids';
export type { MethodName } from './method-ids';
export { AppStatus, NativeAction, actionForStatus, parseAppStatus } from './status-codes/status-codes';
export { readAppStatusEvent } from './app-status/app-status-event';
export type { AppStatusEvent } from './app-status/app-status-event';
export { getClientInfo, parseClientInfo, ProductId } from './client-info';
export type { ClientInfo } from './client-info';
export { prefixKeys } from './bridge-message';
export { getCapabilities, parseCapabilities } from './app-status/capabilities';
export type { Capabilities } from './app-status/capabilities';
export { appStatusOf } from './app-status/app-status-batch';
