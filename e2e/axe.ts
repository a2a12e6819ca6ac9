import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

// @axe-core/playwright needs pages made by browser.newContext() then context.newPage().
export async function freshPage(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
  return context.newPage();
}

export async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
