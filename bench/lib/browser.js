// Headless Debian Chromium through Playwright, and the DevTools-protocol figures the
// bench reads: CPU throttling, JS heap after GC, event-listener count.
// From @playwright/test (a direct devDependency) rather than playwright-core (only a transitive one).
import { chromium } from '@playwright/test';

/** The flags of playwright.config.ts: no GPU, no background traffic, nothing downloaded. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Sets the page's CPU throttling (1 = none; 4 approximates a mid-range phone).
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} rate
 */
export async function setCpuThrottling(cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * JS heap in use after a forced garbage collection, in bytes.
 * @param {import('@playwright/test').CDPSession} cdp
 */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Event listeners on the whole document tree (every node, shadow roots pierced) plus window.
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<number>}
 */
export async function listenerCount(cdp) {
  let total = 0;
  for (const [expression, depth] of [['document', -1], ['window', 0]]) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId, depth, pierce: true });
    total += listeners.length;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  }
  return total;
}
