import { expect, test, type Page } from '@playwright/test';
import { startShop, type ShopProcess } from '../bench/shop-process';
import { only } from './devices';

// A shop of its own, started with a container id (a setting of the server, not of the build); the
// container's script is answered here, so nothing leaves the machine.
const CONTAINER = 'GTM-E2E4242';
let shop: ShopProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startShop({ env: { TAG_MANAGER_ID: CONTAINER } });
});
test.afterAll(async () => {
  await shop?.stop();
});

async function openNotFound(page: Page): Promise<string[]> {
  const containerRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    containerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.containerLoaded = true;' });
  });
  const response = await page.goto(`${shop.base}/de/gibt-es-nicht`);
  expect(response?.status()).toBe(404);
  // The login state arrives after hydration: the error page's effects have run by then.
  await expect(page.locator('[data-slot="account"]')).toHaveAttribute('data-state', 'loggedout');
  return containerRequests;
}

test('the error page reports its page view and the container loads from the configured id', only('desktop'), async ({ page }) => {
  const requests = await openNotFound(page);
  await expect.poll(() => page.evaluate(() => (window as Window & { containerLoaded?: boolean }).containerLoaded === true)).toBe(true);
  expect(requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
  const events = await page.evaluate(() => (window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
  expect(events).toContainEqual({ event: 'pageview', pageType: 'error', statusCode: 404, pagePath: '/de/gibt-es-nicht' });
});

for (const [signal, script] of [
  ['Do Not Track', "Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' })"],
  ['Global Privacy Control', "Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true })"],
] as const) {
  test(`${signal} keeps the tag manager off: no event, no container`, only('desktop'), async ({ page }) => {
    await page.addInitScript(script);
    const requests = await openNotFound(page);
    // Loaded: the tag manager would have started at the load event's idle time; it is told not to.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(requests).toEqual([]);
  });
}
