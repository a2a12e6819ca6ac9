import { expect, test, type Page } from '@playwright/test';
import { formatDayWithWeekday } from '../shared/i18n/format';
import { addCanvasToBasket } from './checkout-helpers';
import { ownShop } from './own-shop';
import { guestCheckoutChoices } from './staff';
import { only } from './devices';

/*
 * The expected delivery day over Christmas, on a shop of its own whose clock starts on Wednesday
 * 23 December 2026 (SHOP_CLOCK_START): 25 and 26 December are no working days, so the basket
 * promises the day the production and transit days end after them.
 */

const shop = ownShop(7, 'clock');
/**
 * Wednesday 23 December plus six working days (the canvas's production and the parcel's transit):
 * 24, 28, 29, 30, 31 December and 4 January. Counting 25 December and 1 January as working days would give 31 December.
 */
const EXPECTED = '2027-01-04';

test('the delivery day counts no public holiday: ordered on 23 December, Christmas and St Stephen’s Day are skipped', only('desktop'), async ({ browser }) => {
  test.setTimeout(180_000);
  await shop.remove();
  await shop.start({ SHOP_CLOCK_START: '2026-12-23T10:00:00+01:00', PRINT_WORKER_POLL_MS: '0' });
  // The helpers' relative addresses go to this shop.
  const context = await browser.newContext({ baseURL: shop.url });
  try {
    await expectChristmasSkipped(await context.newPage());
  } finally {
    await context.close();
    await shop.remove();
  }
});

async function expectChristmasSkipped(page: Page) {
  await page.goto('/de');
  await addCanvasToBasket(page);
  await guestCheckoutChoices(page, `christmas-${Date.now()}@example.ch`);
  const basket = (await (await page.request.get('/api/basket', { headers: { 'accept-language': 'de' } })).json()) as { expectedDelivery: string | null };
  expect(basket.expectedDelivery).toBe(EXPECTED);
  await page.goto('/de/checkout/basket');
  await expect(page.getByTestId('delivery-estimate')).toContainText(formatDayWithWeekday(EXPECTED, 'de'));
}
