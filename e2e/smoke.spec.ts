import { expect, test } from '@playwright/test';
import { only } from './devices';

test('the root redirects to /de and the page shows the navigation of the real server', only('desktop'), async ({ page }) => {
  const response = await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/de');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const toggle = page.getByRole('button', { name: 'Menü' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('[data-link-type="basket"]')).toContainText('Warenkorb');
  await expect(page.getByTestId('basket-count')).toHaveText('0');
  await expect(page.locator('h1')).not.toBeEmpty();
});

test('the root follows the language cookie', only('phone'), async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL as string }]);
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown page answers 404 and shows the error page with a link home', only('desktop'), async ({ page }) => {
  const response = await page.goto('/en/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  expect(response?.status()).toBe(404);
});

test('the widget mounts from a script tag in the sandbox host page', only('phone'), async ({ page }) => {
  await page.goto('/sandbox/');
  const start = page.locator('#widget-start');
  await expect(start.getByRole('heading', { name: 'Was möchten Sie gestalten?' })).toBeVisible();
  await expect(start.getByRole('button').first()).toBeVisible();
  expect(await start.getByRole('button').count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator('#widget-canvas').getByRole('heading', { level: 1 })).toHaveText('Toile');
});
