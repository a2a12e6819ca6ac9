import type { BrowserContext, Page } from '@playwright/test';

/**
 * The phone profile of the page figures: slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), no
 * cache, and a CPU 4x slower, set on the page through CDP.
 */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
