import { expect, type Locator, type Page } from '@playwright/test';
import type { catalogues } from '../shared/i18n/messages';

/** The sandbox's event log entries of one event (e2e/sandbox/sandbox.js records every widget event). */
export const logged = (page: Page, event: string) => page.locator(`#event-log li[data-event="${event}"]`);

/** An event log entry's payload. */
export async function payloadOf(entry: Locator): Promise<unknown> {
  return JSON.parse((await entry.locator('pre').textContent()) ?? 'null');
}

/** Through the steps to the design with the first template image (no upload needed). */
export async function designWithTemplate(widget: Locator, t: (typeof catalogues)['de']) {
  await widget.getByRole('button', { name: t['configurator.steps.next'] }).click();
  // The last grid is the templates' (a new visitor has no uploads).
  const template = widget.locator('ul.image-grid').last().getByRole('button').first();
  await template.click();
  await expect(template).toHaveAttribute('aria-pressed', 'true');
  await widget.getByRole('button', { name: t['configurator.steps.next'] }).click();
  await expect(widget.getByTestId('design-canvas').locator('canvas').first()).toBeVisible();
}

/**
 * On a phone the design step's tool groups are tabs that open one group at a time in a sheet
 * (widget/steps/product-design/tool-sheet.tsx): opens the group named `name` there. On a wider step
 * every group is shown already.
 */
export async function showToolGroup(widget: Locator, name: string, isMobile: boolean) {
  if (!isMobile) return;
  const tab = widget.getByRole('tab', { name, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}
