/*
 * Screenshots of the shell for a human look (not a test): home, an open three-level menu, the
 * contact overlay, a product page with its price list and the 404 page, phone and desktop, in
 * every language. Usage: npx tsx e2e/screenshots.ts http://127.0.0.1:8097 /tmp/shots [de,fr]
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const [base = 'http://127.0.0.1:8097', out = '/tmp/shots', only = 'de,fr,it,en'] = process.argv.slice(2);
const products: Record<string, string> = { de: 'leinwand', fr: 'toile', it: 'tela', en: 'canvas' };
const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 360, height: 780 } };

async function openProductsMenu(page: Page, phone: boolean) {
  if (phone) await page.locator('.menu-toggle').click();
  await page.locator('.nav-main .nav-toggle').first().click();
  await page.locator('[data-menu-panel] a').first().waitFor();
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const lang of only.split(',')) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const phone = name === 'phone';
    const shot = (what: string, fullPage = false) => page.screenshot({ path: `${out}/${lang}-${name}-${what}.png`, fullPage });
    await page.goto(`${base}/${lang}`);
    await page.locator('h1').waitFor();
    await page.locator('.product-card').first().waitFor();
    await shot('home');
    await openProductsMenu(page, phone);
    await shot('menu');
    await page.keyboard.press('Escape');
    if (phone) await page.keyboard.press('Escape');
    if (phone) await page.locator('.menu-toggle').click();
    await page.locator('[data-link-type="contact"] button').click();
    await page.getByTestId('contact-overlay').waitFor();
    await shot('contact');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/${lang}/${products[lang]}`);
    await page.locator('.price-table').first().waitFor();
    await shot('product', true);
    await page.goto(`${base}/${lang}/this-does-not-exist`);
    await page.locator('.error-page h1').waitFor();
    await page.locator('.error-page img').waitFor();
    await shot('404');
    await context.close();
  }
}
await browser.close();
