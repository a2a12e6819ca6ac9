import type { LaunchOptions } from '@playwright/test';

/**
 * Features Playwright disables (its chromiumSwitches, 1.65). Chromium keeps only the last
 * --disable-features switch, so ours repeats them; e2e/chromium.spec.ts fails when Playwright's
 * list grows.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox pop-up: Chromium builds it (a WebUI page of some 400 modules) for the first window,
 * about a second of CPU, and spends CPU on it for every new page; on a two-core host that fell in the
 * very second a measured page loaded. A phone's browser has no such pop-up, and is running before its
 * owner taps a link.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Debian's Chromium as every test, bench and screenshot script starts it: never a downloaded
 * browser, no GPU (software GL), no background traffic, no omnibox pop-up.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
  ],
};
