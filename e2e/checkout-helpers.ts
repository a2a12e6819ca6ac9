import { expect, type Page } from '@playwright/test';
import { getProduct, getTemplates } from '../shared/api/config';
import { checkConfiguration, imageDesign } from '../shared/domain';

/**
 * Puts a canvas with the first template image into the page's basket through the API (as the
 * configurator does), so the checkout specs start at the basket without clicking through the
 * configurator. A customer's bearer token is read from the auth cookie, as the shell sends it.
 */
export async function addCanvasToBasket(page: Page, quantity = 1) {
  const template = getTemplates.response.parse(await (await page.request.get('/api/config/templates')).json())[0]!;
  const { check, area } = await canvasPrintArea(page, quantity);
  const design = imageDesign(area, [{ orig: { id: `template:${template.id}`, width: template.width, height: template.height }, src: template.url }], null);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
  const res = await page.request.post('/api/basket/items', {
    data: { productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design: { [area.id]: { items: design.items } }, quantity },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The canvas in its default configuration, checked as the configurator checks it, and its print area. */
export async function canvasPrintArea(page: Page, quantity = 1) {
  const canvas = getProduct.response.parse(await (await page.request.get('/api/config/canvas/product')).json());
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, quantity, new Date());
  return { check, area: check.printAreas[0]! };
}

/** The header badge (on phones inside the closed drawer: its text is checked, not its look). */
export const basketBadge = (page: Page) => page.getByTestId('basket-count').first();
