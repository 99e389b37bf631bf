// What the runtime's services (src/services/services.ts) load from the bridge chunk: named
// re-exports only, so the chunk hands over these two and not every name of index.ts (a
// dynamically imported namespace keeps all its exports).
export { createBridge } from './create-bridge';
export { getClientInfo } from './client-info';
