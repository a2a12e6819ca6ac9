import type { TestDetails } from '@playwright/test';

/*
 * Devices are spread across tests, not multiplied: a test tagged `@desktop` or `@phone` runs in
 * that project only (playwright.config.ts), an untagged one in both, kept for tests about how the
 * two layouts differ. Loops over languages alternate the device from one run to the next.
 */

export type Device = 'desktop' | 'phone';

export const DEVICE_TAGS = { desktop: '@desktop', phone: '@phone' } as const satisfies Record<Device, string>;

/** Runs the test (or every test of a describe) on one device. */
export function only(device: Device): TestDetails {
  return { tag: DEVICE_TAGS[device] };
}

/** The n-th run of a loop: even ones on the desktop, odd ones on the phone. */
export function alternate(n: number): TestDetails {
  return only(n % 2 === 0 ? 'desktop' : 'phone');
}
