import type { RuntimePlugin } from '../runtime/plugin';
import { visitPlugin } from './visit';
import { trackPlugin } from './track';
import { backToTopPlugin } from './back-to-top';
import { lateBridgePlugin } from './late-bridge';
import { debugPlugin } from './debug';
import { speculatePlugin } from './speculate';
import { rumPlugin } from './rum';

/**
 * The runtime's add-ons, in the order their hooks run (src/runtime/plugin.ts). Each is one
 * file in this folder; what is not needed at once (the overlay, the speculation observer, the
 * visit's fields, the field measurements) is a chunk its plug-in imports. The default application passes this list to
 * `createApplication`; it lives here, beside the plug-ins, so the runtime's own tests run with
 * it without importing the application that also lists the widgets.
 */
export const plugins: readonly RuntimePlugin[] = [visitPlugin, trackPlugin, backToTopPlugin, lateBridgePlugin, debugPlugin, speculatePlugin, rumPlugin];
