import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AdminPartner } from '../shared/api/admin-partners';
import { catalogues } from '../shared/i18n/messages';
import { expectNoSeriousViolations, freshPage } from './axe';
import { buildWithEmbedPackage } from './embed-package-build';
import { startPartnerSite, type PartnerSite } from './partner-page';
import { ownPartner, PARTNER_PASSWORD, partnerLoggedIn } from './partner-portal-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * The embed-code builder (/partner/embed, issue 43): what it prints runs. A partner of the spec's own
 * (its origins: the run's partner sites) logs in to its portal; each test chooses options on the
 * builder, reads a snippet (with the partner's key) and the policy from the page, and serves the
 * snippet on the partner's origin with exactly that policy as its Content-Security-Policy: no
 * violation, and the widget raises printshop:ready in the chosen language. React and Next.js snippets
 * are built into a page by Vite against the built @printshop/embed (as e2e/widget-package.spec.ts
 * builds its example app). Next.js itself is not installed: its snippet, a 'use client' component,
 * is rendered by plain React, which is what Next.js does with it in the browser.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const shopPort = Number(process.env.E2E_PORT);
const shop = `http://127.0.0.1:${shopPort}`;
const en = catalogues.en;
const PERSON = `embed-${Date.now().toString(36)}@partner.test`;
let own: AdminPartner;

test.beforeAll(async ({ browser, playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: shop });
  ({ partner: own } = await ownPartner(staff, 'Embed Builder Atelier'));
  const page = await browser.newPage({ baseURL: shop });
  await partnerLoggedIn(page, staff, own, PERSON);
  await page.close();
  await staff.dispose();
});

/** The portal's login of the spec's partner person, in the page's browser. */
async function logIn(page: Page) {
  const login = await page.request.post(`${shop}/api/partner/login`, { data: { email: PERSON, password: PARTNER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
}

type Kind = 'html' | 'react' | 'next';

/** Chooses canvas, a language and theme tokens on the builder; answers the printed snippet of `kind` and the policy. */
async function printed(page: Page, kind: Kind, lang: 'de' | 'fr' | 'it'): Promise<{ snippet: string; csp: string }> {
  await logIn(page);
  await page.goto('/partner/embed');
  await page.getByRole('heading', { level: 1, name: en['partnerEmbed.title'] }).waitFor();
  await expect(page.getByTestId('embed-partner-key')).toHaveText(own.publicKey);
  await page.getByRole('checkbox', { name: 'Canvas' }).check();
  await page.getByLabel(en['partnerEmbed.language']).selectOption(lang);
  await page.getByLabel(en['partnerEmbed.theme.primary'], { exact: true }).fill('#0b5d4b');
  await page.getByLabel(en['partnerEmbed.theme.radius']).fill('0.25rem');
  await page.getByLabel(en['partnerEmbed.dataLayer']).check();
  // The live preview is the real widget, in the chosen language.
  const preview = page.getByTestId('embed-preview-canvas');
  await expect(preview.getByRole('button', { name: catalogues[lang]['configurator.steps.next'] })).toBeVisible({ timeout: 20_000 });
  expect(await accent(preview)).toBe('#0b5d4b');
  await page.getByRole('tab', { name: en[`partnerEmbed.tab.${kind}`] }).click();
  const snippet = (await page.getByTestId(`embed-snippet-${kind}`).textContent()) ?? '';
  const csp = (await page.getByTestId('embed-csp').textContent()) ?? '';
  await keepShot(page, { path: test.info().outputPath(`builder-${kind}.png`), fullPage: true });
  expect(snippet).toContain(lang);
  expect(snippet).toContain(own.publicKey);
  expect(csp).toContain(shop);
  return { snippet, csp };
}

/** The accent colour as the widget inside host's shadow root sees it. */
const accent = (host: Locator) =>
  host.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.printshop-configurator')!).getPropertyValue('--pc-accent').trim());

/** A React page of the snippet (its component rendered into #root), built by Vite with @printshop/embed from the package's dist. */
async function buildReactPage(snippet: string, kind: 'react' | 'next'): Promise<string> {
  // Inside the repository, so the page resolves react from its node_modules.
  const root = test.info().outputPath('app');
  const outDir = test.info().outputPath('dist');
  await mkdir(root, { recursive: true });
  const component = kind === 'react' ? 'import { PrintshopEmbed } from' : 'import PrintshopEmbed from';
  await writeFile(path.join(root, 'printshop-embed.tsx'), snippet);
  await writeFile(
    path.join(root, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';\n${component} './printshop-embed';\ncreateRoot(document.getElementById('root')!).render(<PrintshopEmbed />);\n`,
  );
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Partner</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  await buildWithEmbedPackage(root, outDir);
  return outDir;
}

/** Serves the partner's site under `csp`, opens it, and checks: no violation, one widget ready in `lang`. */
async function runsUnder(page: Page, csp: string, lang: string, site: (port: number) => Promise<PartnerSite>) {
  const partner = await site(shopPort + 1 + test.info().parallelIndex);
  try {
    await page.addInitScript(() => {
      const seen = { violations: [] as string[], ready: [] as unknown[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.violations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
      document.addEventListener('printshop:ready', (e) => seen.ready.push((e as CustomEvent).detail));
    });
    const answer = await page.goto(`${partner.origin}/`);
    expect(answer?.headers()['content-security-policy']).toBe(csp);
    const seen = () => page.evaluate(() => (window as unknown as { seen: { violations: string[]; ready: unknown[] } }).seen);
    await expect.poll(async () => (await seen()).ready, { timeout: 20_000 }).toEqual([{ productId: 'canvas', language: lang, embedded: false }]);
    const widget = page.locator('[data-printshop-configurator], #root > div').first();
    await expect(widget.getByRole('button', { name: catalogues[lang as 'de']['configurator.steps.next'] })).toBeVisible();
    expect(await accent(widget)).toBe('#0b5d4b');
    await keepShot(page, { path: test.info().outputPath('partner-page.png'), fullPage: true });
    expect((await seen()).violations).toEqual([]);
  } finally {
    await partner.close();
  }
}

test('the HTML snippet runs on a partner page under the policy printed with it (German)', only('desktop'), async ({ page }) => {
  const { snippet, csp } = await printed(page, 'html', 'de');
  expect(snippet).toContain(`<script src="${shop}/widget/v1/configurator.js" async></script>`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Partner</title></head><body>\n${snippet}\n</body></html>`;
  await runsUnder(page, csp, 'de', (port) => startPartnerSite(port, { headers: { 'content-security-policy': csp }, pages: { '/index.html': () => html } }));
});

test('the React snippet, built into a page with the package, runs under the printed policy (French)', only('desktop'), async ({ page }) => {
  const { snippet, csp } = await printed(page, 'react', 'fr');
  const dir = await buildReactPage(snippet, 'react');
  await runsUnder(page, csp, 'fr', (port) => startPartnerSite(port, { root: dir, headers: { 'content-security-policy': csp } }));
});

test(
  "the Next.js snippet's client component, rendered by React as Next.js does in the browser, runs under the printed policy (Italian)",
  only('desktop'),
  async ({ page }) => {
    const { snippet, csp } = await printed(page, 'next', 'it');
    expect(snippet.startsWith("'use client';")).toBe(true);
    const dir = await buildReactPage(snippet, 'next');
    await runsUnder(page, csp, 'it', (port) => startPartnerSite(port, { root: dir, headers: { 'content-security-policy': csp } }));
  },
);

test('the builder works by keyboard, on a phone-sized screen too, with no serious axe finding', only('desktop'), async ({ browser }) => {
  for (const viewport of [null, { width: 390, height: 844 }]) {
    const page = await freshPage(browser, viewport);
    await logIn(page);
    await page.goto(`${shop}/partner/embed`);
    await page.getByLabel(en['partnerEmbed.theme.radius']).fill('round');
    await expect(page.getByLabel(en['partnerEmbed.theme.radius'])).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('tab', { name: en['partnerEmbed.tab.html'] }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: en['partnerEmbed.tab.react'] })).toBeFocused();
    await expect(page.getByTestId('embed-snippet-react')).toContainText("from '@printshop/embed/react'");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepShot(page, { path: test.info().outputPath(`builder-${viewport ? 'phone' : 'desktop'}.png`), fullPage: true });
    await expectNoSeriousViolations(page, `builder ${viewport ? 'phone' : 'desktop'}`);
    await page.context().close();
  }
});
