import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * On the configurator's image step: uploads `photo` and waits until the widget has chosen it (the
 * server's work, which on a 24 MP photo and a busy host takes most of `timeoutMs`).
 */
export async function uploadAndChoosePhoto(page: Page, photo: string, timeoutMs: number): Promise<void> {
  const widget = page.getByTestId('configurator');
  await widget.getByTestId('upload-input').setInputFiles(photo);
  await widget
    .getByTestId('my-images')
    .getByRole('button', { name: `Choose ${path.basename(photo)}` })
    .and(page.locator('[aria-pressed="true"]'))
    .waitFor({ timeout: timeoutMs });
}
