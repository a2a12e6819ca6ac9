import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

// @axe-core/playwright needs pages made by browser.newContext() then context.newPage().
export async function freshPage(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  return context.newPage();
}

/** Seconds an axe run may add to its test's limit: on a loaded machine one run takes 5–15 s. */
const AXE_RUN_ALLOWANCE_MS = 20_000;

export async function expectNoSeriousViolations(page: Page, what: string) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_RUN_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
