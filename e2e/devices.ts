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

/**
 * Languages spread across tests: whether a test whose turn starts at language `first` runs in the
 * n-th of the four (locales' order). Each runs in two neighbouring languages, so, in loops that
 * alternate the device, once on each device; tests with successive `first`s cover every language.
 */
export function inTurn(first: number, n: number): boolean {
  return (((n - first) % 4) + 4) % 4 < 2;
}
