import { expect, test, type Page } from '@playwright/test';
import { addCanvasToBasket } from './checkout-helpers';
import { only } from './devices';
import { ownPartner } from './partner-portal-helpers';

// Every page type on the narrowest phones we support: nothing may make the page scroll sideways.
const NARROW = { width: 360, height: 740 };

async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; widest: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // The element reaching furthest right names the culprit in the failure message.
    let widest = '';
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(box.right)} px)`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  const { scrollWidth, clientWidth, widest } = await overflow(page);
  expect(scrollWidth, `${name}: ${widest}`).toBeLessThanOrEqual(clientWidth);
}

const publicPages = {
  home: '/de',
  'content page': '/fr/a-propos',
  'product page': '/it/tela',
  'price list': '/en/prices',
  inspiration: '/de/inspiration/wohnzimmer',
  '404': '/fr/nope',
  'configurator products': '/de/configurator',
  'configurator first step': '/de/configurator/canvas/productSettings',
  'configurator first step (fr)': '/fr/configurator/canvas/productSettings',
  'self-care login': '/it/selfcare',
  'new password': '/en/customer/newpassword',
  'empty basket': '/de/checkout/basket',
};

test.describe('at 360 px', only('phone'), () => {
  test.use({ viewport: NARROW });

  test('no public page, frame or empty basket scrolls sideways', async ({ page }) => {
    test.slow();
    for (const [name, path] of Object.entries(publicPages)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, name);
    }
  });

  test('the basket with an item and the checkout steps do not scroll sideways', async ({ page }) => {
    await addCanvasToBasket(page);
    await page.goto('/de/checkout/basket');
    await page.getByTestId('basket-line').waitFor();
    await expectNoSidewaysScroll(page, 'basket');
    await page.goto('/de/checkout/addresses');
    await page.getByTestId('guest-addresses').waitFor();
    await expectNoSidewaysScroll(page, 'addresses');
    await page.getByTestId('order-summary-toggle').click();
    await page.getByTestId('step-item').waitFor();
    await expectNoSidewaysScroll(page, 'addresses with the order summary open');
  });
});

test('the back office’s webhook card, whose signing secret is one long word, does not scroll sideways at 360 px', only('phone'), async ({ page }) => {
  await page.setViewportSize(NARROW);
  const { partner } = await ownPartner(page.request, 'Sideways');
  await page.goto(`/admin/webhooks?partner=${partner.id}`);
  await page.getByTestId('admin-partner-webhook-secret').waitFor();
  await expectNoSidewaysScroll(page, 'admin webhooks');
});

test('the configurator first step fits a 390 px phone', only('phone'), async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/configurator/canvas/productSettings');
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, 'configurator first step');
});
