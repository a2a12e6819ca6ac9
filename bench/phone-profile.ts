import { type Browser, type BrowserContext, chromium, devices, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * The phone profile of the page figures: slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), no
 * cache, and a CPU 4x slower, set on the page through CDP.
 */
export async function throttleLikeAPhone(context: BrowserContext, page: Page, { network = true } = {}): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Without the slow network for figures of the main thread alone (hydration.ts).
  if (network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** `use` run in a phone context of a browser of its own, closed afterwards: each run starts cold. */
export async function inFreshPhone<T>(use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser);
    const result = await use(context);
    await context.close();
    return result;
  } finally {
    await browser.close();
  }
}

/** The browser of every browser figure: e2e/chromium.ts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A Pixel 7: its viewport, user agent, pixel ratio and touch. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  return browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
}
