import { expect, test, type Page } from '@playwright/test';
import { OrderConfirmation } from '../shared/api/checkout';
import { addWorkingDays, isWorkingDay } from '../shared/domain/calendar/working-days';
import { zurichDate } from '../shared/domain/calendar/zurich-date';
import { formatDayWithWeekday } from '../shared/i18n/format';
import { expectNoSeriousViolations } from './axe';
import { addCanvasToBasket } from './checkout-helpers';
import { fillFields, text, type Locale } from './shell-helpers';
import { alternate } from './devices';
import { keepShot } from './keep-shot';

/*
 * The order summary beside every checkout step after the basket (folded above the step on a
 * phone), and the expected delivery day from the basket to the confirmation, in two languages.
 */

async function shot(page: Page, name: string) {
  await keepShot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The summary sits right of the step on a wide screen; on a phone it is a folded line above it that opens on demand. */
async function expectSummaryBeside(page: Page, locale: Locale, step: string, isMobile: boolean, openOnPhone = false) {
  const summary = page.getByTestId('order-summary');
  const stepPage = page.getByTestId(`checkout-${step}`);
  const toggle = page.getByTestId('order-summary-toggle');
  if (isMobile) {
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', String(openOnPhone));
    if (!openOnPhone) {
      await expect(summary.getByTestId('step-item')).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const [box, stepBox] = [await summary.boundingBox(), await stepPage.boundingBox()];
    expect(box!.y + box!.height).toBeLessThanOrEqual(stepBox!.y);
  } else {
    await expect(toggle).toBeHidden();
    const [box, stepBox] = [await summary.boundingBox(), await stepPage.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(stepBox!.x + stepBox!.width);
  }
  await expect(isMobile ? toggle : summary.getByRole('heading', { level: 2 }).first()).toContainText(text(locale, 'order.summary.title'));
  await expect(summary.getByTestId('step-item')).toHaveCount(1);
  await expect(summary.getByTestId('step-item').getByTestId('item-thumbnail')).toBeVisible();
  await expect(summary.getByTestId('total-vat')).toBeVisible();
  await expect(summary.getByTestId('total-shipping')).toBeVisible();
  await expect(summary.getByTestId('delivery-estimate')).toContainText(/\d\d\.\d\d\.\d{4}$/);
}

// de on the desktop, fr on the phone.
/** How many working days after `from` the day `to` is. */
function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  while (addWorkingDays(from, count) < to) count += 1;
  return count;
}

for (const [n, locale] of (['de', 'fr'] as const).entries()) {
  test(`the order summary accompanies every step and the confirmation names the delivery day (${locale})`, alternate(n), async ({ page, isMobile }) => {
    await addCanvasToBasket(page);
    await page.goto(`/${locale}/checkout/basket`);
    const basketTotal = await page.getByTestId('total-total').locator('dd').textContent();
    const basketEstimate = await page.getByTestId('delivery-estimate').textContent();
    const basketDay = zurichDate(new Date()) as string;
    // The basket is the summary itself.
    await expect(page.getByTestId('order-summary')).toHaveCount(0);
    await shot(page, 'basket');

    await page.getByTestId('basket-checkout').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/addresses$`));
    await expectSummaryBeside(page, locale, 'addresses', isMobile);
    await expect(page.getByTestId('order-summary').getByTestId('total-total').locator('dd')).toHaveText(basketTotal ?? '');
    await shot(page, 'addresses');
    const form = page.getByTestId('guest-addresses');
    await form.locator('#guest-email').fill(`summary-${locale}@example.ch`);
    await fillFields(form, 'billingAddress', { firstname: 'Lea', lastname: 'Keller', address1: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' });
    await page.getByTestId('addresses-continue').click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/paymentAndShipping$`));
    await expectSummaryBeside(page, locale, 'paymentAndShipping', isMobile);
    await shot(page, 'payment-shipping');
    await page.getByTestId('payment-methods').getByRole('radio').first().check();
    await page.getByTestId('payment-continue').click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/check$`));
    // Where the order is confirmed, the summary with its total is open on a phone as well.
    await expectSummaryBeside(page, locale, 'check', isMobile, true);
    await shot(page, 'check');
    await expectNoSeriousViolations(page, 'check step with the order summary');
    await page.getByTestId('check-terms').check();
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/checkout/confirm'));
    await page.getByTestId('order-now').click();
    const order = OrderConfirmation.parse(await (await confirmed).json());

    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm$`));
    const day = order.expectedDelivery as string;
    const orderDay = zurichDate(new Date(order.createdAt)) as string;
    expect(isWorkingDay(day)).toBe(true);
    expect(day > orderDay).toBe(true);
    await expect(page.getByTestId('expected-delivery')).toHaveText(formatDayWithWeekday(day, locale));
    // The basket's estimate came from the same count of working days, from the day it was shown
    // (a run across midnight in Zurich orders on the next day).
    expect(basketEstimate).toContain(formatDayWithWeekday(addWorkingDays(basketDay, workingDaysBetween(orderDay, day)), locale));
    await expect(page.getByTestId('confirm-item')).toHaveCount(1);
    await expect(page.getByTestId('payment-instructions')).not.toBeEmpty();
    await shot(page, 'confirm');
  });
}
