import { expect, test } from '@playwright/test';
import { OMNIBOX_POPUP_FEATURES } from './chromium';
import { only } from './devices';

test('the browser runs without its omnibox pop-up and keeps every feature Playwright disables', only('desktop'), async ({ page, browser }) => {
  await page.goto('chrome://version');
  const args = ((await page.locator('#command_line').textContent()) ?? '').split(/\s+/);
  const disabled = args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(disabled.length, 'Playwright writes one switch, e2e/chromium.ts another').toBeGreaterThan(1);
  // Chromium honours the last switch alone.
  const effective = disabled.at(-1)!;
  expect(effective).toEqual(expect.arrayContaining([...disabled.slice(0, -1).flat(), ...OMNIBOX_POPUP_FEATURES]));
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
});
