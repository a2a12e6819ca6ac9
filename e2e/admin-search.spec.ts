import { expect, test } from '@playwright/test';
import { OrderConfirmation } from '../shared/api/checkout';
import { expectNoSeriousViolations, freshPage } from './axe';
import { addCanvasToBasket } from './checkout-helpers';
import { text, textWith } from './shell-helpers';
import { guestCheckoutChoices, logIn, ownOwner } from './staff';
import { alternate } from './devices';

/*
 * The back office's search box (issue 42): a guest's order is found by the town of its address and
 * by its QR reference typed as the slip prints it, from the bar of any screen; the result opens it.
 */
test.describe.configure({ timeout: 90_000 });

for (const [n, locale] of (['de', 'fr'] as const).entries()) {
  test(`the bar's search finds an order by town and by QR reference (${locale})`, alternate(n), async ({ browser, page: shopper, request }, info) => {
    await addCanvasToBasket(shopper);
    await guestCheckoutChoices(shopper, `search-${Date.now()}@example.ch`);
    // A town of its own: the search lists the newest orders first, so this one leads.
    const town = `Triesenberg-${locale}-${Date.now().toString(36)}`;
    const billingAddress = { sex: 'f', firstname: 'Sina', lastname: 'Suchtest', address1: 'Dorfstrasse 1', zipcode: '9497', city: town, country: 'LI' };
    const email = `search-${Date.now()}@example.ch`;
    expect(
      (await shopper.request.post('/api/checkout/addresses/set', { data: { kind: 'guest', email, billingAddress, deliveryAddress: null } })).status(),
    ).toBe(200);
    const confirmed = await shopper.request.post('/api/checkout/confirm', { data: {} });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const order = OrderConfirmation.parse(await confirmed.json());
    const qr = String(order.payment.qrReference);

    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, locale, await ownOwner(request, `search-${locale}`, info.project.name));
    const box = page.getByRole('search', { name: text(locale, 'admin.search.label') }).getByRole('searchbox');
    const orderLink = page.getByTestId('admin-search-orders').getByRole('link', { name: new RegExp(order.number) });

    await box.fill(town.toUpperCase());
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'admin.search.title'));
    await expect(orderLink).toHaveCount(1);
    await expectNoSeriousViolations(page, `search ${locale}`);

    await box.fill(qr.replace(/^(\d\d)(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})$/, '$1 $2 $3 $4 $5 $6'));
    // The bar's button has a name of its own: a list's search button is named by the word alone.
    await page.getByRole('button', { name: text(locale, 'admin.search.submitName'), exact: true }).click();
    await expect(page.getByTestId('admin-search-orders').getByRole('link')).toHaveCount(1);
    await orderLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textWith(locale, 'admin.order.title', { number: order.number }));
  });
}
