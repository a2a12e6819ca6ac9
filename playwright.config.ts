import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';
import { DEVICE_TAGS } from './e2e/devices';
import { catchMail } from './e2e/mail-catcher';
import { e2eStripe } from './e2e/local-stripe';
import { E2E_OWNER, e2eDataDir } from './e2e/staff';

// The real shop (built front ends, real server, fresh embedded database) on a port of its own,
// driven in Debian's Chromium; no browser is ever downloaded.
// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(18_080 + Math.floor(Math.random() * 1000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = e2eDataDir(port);
// Partner pages of e2e/widget-embed*.spec.ts: one static server per worker, another site than the shop.
const partnerOrigins = [1, 2].map((n) => `http://localhost:${port + n}`).join(',');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // A test tagged for one device runs in that project only (e2e/devices.ts).
    { name: 'desktop', grepInvert: new RegExp(DEVICE_TAGS.phone), use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', grepInvert: new RegExp(DEVICE_TAGS.desktop), use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    // As `npm start` runs it: the compiled server (built first when dist is missing or stale).
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      SMTP_URL: await catchMail(port),
      PARTNER_ORIGINS: partnerOrigins,
      RATE_LIMIT_IP_FACTOR: '20',
      // A print file that fails is retried within seconds, so its failed state is reached in a test.
      PRINT_RETRY_BASE_MS: '200',
      // Partners' webhooks to a receiver on 127.0.0.1 (e2e/partner-program.spec.ts), delivered within a second.
      PARTNER_WEBHOOK_LOCAL_HTTP: 'true',
      // The built shop runs with NODE_ENV=production: it takes the test switch above only on a test host.
      TEST_HOST: 'true',
      PARTNER_WEBHOOK_POLL_MS: '500',
      STAFF_OWNER_EMAIL: E2E_OWNER.email,
      STAFF_OWNER_PASSWORD: E2E_OWNER.password,
      // TWINT and cards through a local server speaking Stripe's API (e2e/local-stripe.ts).
      ...(await e2eStripe(baseURL)),
    },
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the shop then stops its embedded PostgreSQL server,
    // which would otherwise run on (in a session of its own) after the data folder is gone.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
