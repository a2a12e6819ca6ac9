import { expect, test, type Page } from '@playwright/test';
import { formatDayWithWeekday } from '../shared/i18n/format';
import { expectNoSeriousViolations } from './axe';
import { addCanvasToBasket, basketBadge } from './checkout-helpers';
import { orderByApi, registerAtSelfcare } from './selfcare-helpers';
import { text, type Locale } from './shell-helpers';
import { alternate } from './devices';
import { keepShot } from './keep-shot';

/*
 * Self-care's order page: reached from the order history, it shows the order (items with their
 * design thumbnails, status, delivery day, addresses, payment and shipping, the invoice) and
 * "order again" fills the basket with the same items. Two languages, desktop and phone.
 */

const registered = (page: Page, locale: Locale) => registerAtSelfcare(page, locale, 'od');

for (const [n, locale] of (['de', 'it'] as const).entries()) {
  test(`the order page shows the order, and "order again" fills the basket (${locale})`, alternate(n), async ({ page, isMobile }) => {
    await registered(page, locale);
    await addCanvasToBasket(page, 2);
    const order = await orderByApi(page, locale, 'invoice');
    await page.reload();

    const link = page.getByRole('link', { name: text(locale, 'care.orders.open').replace('{number}', order.number) });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/selfcare/orders/${order.orderId}$`));
    const detail = page.getByTestId('selfcare-order');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'care.order.title').replace('{number}', order.number));
    await expect(detail.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(detail.getByTestId('care-order-line')).toHaveCount(1);
    await expect(detail.getByTestId('care-order-line').getByTestId('item-thumbnail')).toBeVisible();
    await expect(detail.getByTestId('care-order-status')).toContainText(text(locale, 'care.orders.status.received'));
    await expect(detail.getByTestId('care-order-delivery')).toContainText(formatDayWithWeekday(order.expectedDelivery as string, locale));
    await expect(detail.getByTestId('care-order-payment')).toContainText(text(locale, 'checkout.payment.invoice.name'));
    await expect(detail.getByTestId('care-order-shipping')).toContainText(order.shippingName);
    await expect(detail.getByTestId('invoice-link')).toBeVisible();
    await expect(detail.getByText('Technoparkstrasse 1').first()).toBeVisible();
    await expect(detail.getByTestId('care-order-tracking')).toHaveCount(0);
    await expect(detail.getByTestId('checkout-totals')).toContainText(order.shippingName);
    await keepShot(page, { path: test.info().outputPath('order.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'order page');
    if (isMobile) {
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }

    await detail.getByTestId('care-order-again').click();
    await expect(detail.getByTestId('care-order-again-status')).toContainText(/^1 /);
    await expect(detail.getByTestId('care-order-to-basket')).toHaveText(text(locale, 'care.order.toBasket'));
    await expect(basketBadge(page)).toHaveText('1');
    await keepShot(page, { path: test.info().outputPath('again.png'), fullPage: true });
    await detail.getByTestId('care-order-to-basket').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/basket$`));
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.getByTestId('basket-line').getByTestId('basket-quantity')).toHaveValue('2');
  });

  test(`an order that is not the customer's, or no order at all, is not found (${locale})`, alternate(n), async ({ page }) => {
    await registered(page, locale);
    await page.goto(`/${locale}/selfcare/orders/999999`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'care.order.notFound'));
    const res = await page.goto(`/${locale}/selfcare/orders/not-a-number`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['cache-control']).toBe('no-store');
  });
}
