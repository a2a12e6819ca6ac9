import type { Locator, Page } from '@playwright/test';

/*
 * Screenshots kept for a person to look at (the test's output folder), never compared: tests that
 * check pixels take theirs directly. CI keeps none: nobody opens them there, and a full-page shot
 * on the phone profile costs seconds under load (a third of checkout-summary's time).
 */
const keep = !process.env.CI;

type Shot<Target extends Page | Locator> = NonNullable<Parameters<Target['screenshot']>[0]> & { path: string };

export async function keepShot(target: Page, options: Shot<Page>): Promise<void>;
export async function keepShot(target: Locator, options: Shot<Locator>): Promise<void>;
export async function keepShot(target: Page | Locator, options: Shot<Page> | Shot<Locator>): Promise<void> {
  if (keep) await target.screenshot(options);
}
