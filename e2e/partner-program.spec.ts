import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import type { AdminOrderDetail } from '../shared/api/admin-orders';
import { OrderConfirmation } from '../shared/api/checkout';
import type { PartnerLedgerView } from '../shared/api/partner-ledger';
import { csvAmount } from '../shared/domain/books/csv';
import { zurichDate } from '../shared/domain/calendar/zurich-date';
import { VAT_RATE_BP } from '../shared/domain/checkout/vat';
import { orderCommission, partsTotal, reversalParts } from '../shared/domain/partners/commission';
import { formatRappen } from '../shared/i18n/format';
import { catalogues } from '../shared/i18n/messages';
import { partnerStatementServerMessages } from '../shared/i18n/messages/partner-statement-server';
import { freePort } from '../server/db/free-port';
import { startDocumentedReceiver } from '../server/test/documented-receiver';
import { freshPage } from './axe';
import { startPartnerSite } from './partner-page';
import { text, textWith } from './shell-helpers';
import { guestCheckoutChoices, logIn, ownOwner, payByBankFile } from './staff';
import { designWithTemplate } from './widget-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * Issue 43's partner program end to end, through the real shop only: staff add a partner (its
 * origin, a commission, campaign forwarding, a webhook to the receiver EMBEDDING.md documents); its
 * page embeds the widget with the partner's key under a campaign's URL; a French shopper designs,
 * hands over and orders as a guest by invoice; a bank file pays it. The receiver accepts the signed
 * order.placed and order.paid; the ledger has the commission shared/domain computes, a refund its
 * reversal, and the month's statement (PDF and CSV) the ledger's amounts to the rappen.
 */

test.describe.configure({ timeout: 180_000 });

const shop = `http://127.0.0.1:${process.env.E2E_PORT}`;
const fr = catalogues.fr;
/** The statement's total line starts with this word in the partner's language (French). */
const totalWord = partnerStatementServerMessages.fr['partnerStatement.total'];
const run = promisify(execFile);
/** The refund staff give back by bank, in rappen. */
const REFUND_RAPPEN = 500;

/** A line with every run of spaces (no-break ones too) as one space: pdftotext's layout and CHF's spaces differ. */
const spaced = (line: string) => line.replace(/\s+/g, ' ').trim();

/** The staff's admin API as the back office's screens call it, with the session logged in on `page`. */
async function adminGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The partner's commission in basis points as its screen takes them in per cent: 12.5 %, posters 8.75 %. */
const COMMISSION_RATES = { defaultBp: 1250, byProduct: { poster: 875 } };

/**
 * Staff add a partner on /admin/partners and fill in its screen: its page's origin, the commission,
 * campaign forwarding, a payout IBAN, statements in French; then its webhook URL on /admin/webhooks.
 * Answers its id, its public key and its signing secret as the screens show them.
 */
async function addPartner(office: Page, partner: { name: string; contactEmail: string; origin: string; webhookUrl: string }) {
  const field = (name: Parameters<typeof text>[1]) => office.getByRole('textbox', { name: text('en', name), exact: true });
  await office.goto('/admin/partners');
  await field('admin.partners.name').fill(partner.name);
  await field('admin.partners.contactEmail').fill(partner.contactEmail);
  await office.getByRole('combobox', { name: text('en', 'admin.partners.language') }).selectOption('fr');
  await office.getByTestId('admin-partner-create').click();
  await expect(office).toHaveURL(/\/admin\/partners\/\d+$/);
  const id = Number(new URL(office.url()).pathname.split('/').at(-1));

  await field('admin.partners.origins').fill(partner.origin);
  await office.getByRole('checkbox', { name: text('en', 'admin.partners.forwardsCampaign') }).check();
  await field('admin.partners.defaultRate').fill('12.5');
  await office.getByRole('textbox', { name: textWith('en', 'admin.partners.productRate', { product: 'Poster' }), exact: true }).fill('8.75');
  await field('admin.partners.payoutIban').fill('CH56 0483 5012 3456 7800 9');
  await office.getByRole('button', { name: text('en', 'admin.partners.save') }).click();
  await expect(office.getByText(text('en', 'admin.partners.saved'))).toBeVisible();
  const publicKey = (await office.getByTestId('partner-public-key').textContent()) ?? '';

  await office.goto(`/admin/webhooks?partner=${id}`);
  const webhook = office.getByTestId('admin-partner-webhook');
  await webhook.getByRole('textbox', { name: text('en', 'admin.webhooks.url') }).fill(partner.webhookUrl);
  await webhook.getByTestId('admin-partner-webhook-save').click();
  await expect(webhook.getByText(text('en', 'admin.webhooks.urlSaved'))).toBeVisible();
  const webhookSecret = (await webhook.getByTestId('admin-partner-webhook-secret').textContent()) ?? '';
  return { id, name: partner.name, publicKey, webhookSecret };
}

test(
  'a partner page’s order: attributed, signed webhooks, the commission in the ledger, its reversal and the statement',
  only('desktop'),
  async ({ browser, page, request }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

    // Staff add the partner: its page's origin, 12.5 % (posters 8.75 %), the campaign forwarded, the webhook to its receiver.
    const office = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(office, 'en', await ownOwner(request, 'partner program', test.info().project.name));
    const sitePort = await freePort();
    const receiverPort = await freePort();
    const partner = await addPartner(office, {
      name: `Atelier Rhône ${tag}`,
      contactEmail: `rhone-${tag}@example.ch`,
      origin: `http://localhost:${sitePort}`,
      webhookUrl: `http://127.0.0.1:${receiverPort}/printshop-webhooks`,
    });
    const receiver = await startDocumentedReceiver(partner.webhookSecret, receiverPort);
    const site = await startPartnerSite(sitePort, {
      pages: {
        '/cadres.html': () => `<!doctype html><html lang="fr"><title>Atelier Rhône</title>
<div data-printshop-configurator data-product-id="poster" data-lang="fr" data-partner="${partner.publicKey}"></div>
<script src="${shop}/widget/v1/configurator.js" async></script></html>`,
      },
    });
    try {
      // The shopper comes from the partner's newsletter, designs a poster in French and hands it over.
      await page.goto(`${site.origin}/cadres.html?utm_source=newsletter&utm_campaign=automne-${tag}`);
      const widget = page.locator('[data-printshop-configurator]');
      await expect(widget.getByRole('heading', { level: 1 })).toHaveText('Poster');
      await designWithTemplate(widget, fr);
      const popup = page.waitForEvent('popup');
      await widget.getByRole('button', { name: fr['configurator.order.button'] }).click();
      const shopTab = await popup;
      // The shop claims the draft (the code leaves the URL) once its page runs: slow on a busy machine.
      await expect(shopTab).toHaveURL(`${shop}/fr/checkout/basket`, { timeout: 30_000 });
      await expect(shopTab.getByTestId('basket-count').first()).toHaveText('1');

      // A guest's order by invoice, as the checkout pages send it; then a bank file pays it.
      await guestCheckoutChoices(shopTab, `rhone-shopper-${tag}@example.ch`);
      const confirm = await shopTab.request.post('/api/checkout/confirm', { data: {} });
      expect(confirm.status(), await confirm.text()).toBe(200);
      const order = OrderConfirmation.parse(await confirm.json());
      await payByBankFile(office, order, `E2E-partner-${order.number}`);
      // The guest's order, opened from the confirmation mail's link, names the partner.
      await shopTab.goto(`/fr/checkout/confirm?order=${order.orderId}&access=${order.accessToken}`);
      await expect(shopTab.getByTestId('order-partner')).toHaveText(fr['care.order.through'].replace('{partner}', partner.name));

      // The partner's receiver, run from the documentation, accepted both events: their signatures hold.
      await expect.poll(() => receiver.lines, { timeout: 30_000 }).toEqual([`order.placed ${order.number}`, `order.paid ${order.number}`]);

      // The order's page names the partner and the campaign the partner forwarded.
      await office.goto(`/admin/orders/${order.orderId}`);
      const attribution = office.getByTestId('admin-order-attribution');
      await expect(attribution).toContainText(partner.name);
      await expect(attribution).toContainText(text('en', 'admin.order.attribution.channel.embed'));
      await expect(attribution).toContainText('utm_source=newsletter');
      await expect(attribution).toContainText(`utm_campaign=automne-${tag}`);

      // Staff give back a part by bank from the order page: the ledger's reversal.
      const payment = office.getByTestId('admin-order-payment');
      await payment.getByLabel(text('en', 'admin.refund.amount')).fill(csvAmount(REFUND_RAPPEN));
      await payment.getByLabel(text('en', 'admin.refund.reason')).fill('Cadre rayé');
      await payment.getByTestId('refund-submit').click();
      await payment.getByTestId('refund-confirm-submit').click();
      await expect(payment.getByTestId('admin-order-bank-refunds')).toContainText(text('en', 'admin.bankRefunds.state.open'));

      // The ledger: the commission shared/domain computes for the order, and the refund's share taken back.
      const detail = await adminGet<AdminOrderDetail>(office, `/api/admin/orders/${order.orderId}`);
      const entry = orderCommission(
        {
          items: detail.items.map((item) => ({ productId: item.productId, totalRappen: item.totalRappen, voucherSale: false })),
          discountRappen: detail.totals.discountRappen,
          vatRateBp: VAT_RATE_BP,
        },
        COMMISSION_RATES,
      );
      expect(entry.map((part) => part.rateBp)).toEqual([875]);
      const reversal = reversalParts(entry, [], { refundRappen: REFUND_RAPPEN, totalRappen: detail.totals.totalRappen });
      const month = (zurichDate(new Date()) ?? '').slice(0, 7);
      const ledger = await adminGet<PartnerLedgerView>(office, `/api/admin/partner-ledger?month=${month}`);
      const ours = ledger.partners.find((row) => row.partnerId === partner.id);
      expect(ours?.rows.map(({ orderNumber, kind, parts }) => ({ orderNumber, kind, parts }))).toEqual([
        { orderNumber: order.number, kind: 'entry', parts: entry },
        { orderNumber: order.number, kind: 'reversal', parts: reversal },
      ]);
      const total = partsTotal([...entry, ...reversal]);
      expect(ours).toMatchObject(total);
      expect(total.commissionRappen).toBeGreaterThan(0);

      // The back office's ledger page shows the month's total.
      await office.goto(`/admin/partner-ledger?month=${month}`);
      const card = office.getByTestId('partner-ledger-partner').filter({ hasText: partner.name });
      await expect(card.getByTestId('partner-ledger-total')).toHaveText(formatRappen(total.commissionRappen, 'en'));
      // On a phone the commission is read without scrolling the table sideways: its column stands next to the date.
      await office.setViewportSize({ width: 390, height: 844 });
      await keepShot(office, { path: test.info().outputPath('partner-ledger-phone.png'), fullPage: true, scale: 'css' });
      const commission = card.getByRole('cell', { name: formatRappen(entry[0]!.commissionRappen, 'en'), exact: true });
      await expect(commission).toHaveCount(1);
      const box = await commission.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await office.setViewportSize({ width: 1280, height: 900 });

      // The statement in the partner's language: the CSV's lines and total, and the PDF's total, are the ledger's.
      const statement = `/api/admin/partner-ledger/${partner.id}/statement`;
      const csv = await office.request.get(`${statement}.csv?month=${month}`);
      expect(csv.status()).toBe(200);
      const lines = (await csv.text()).split('\r\n').filter(Boolean);
      const amounts = lines.slice(1, -1).map((line) => line.split(';'));
      expect(amounts.map((cells) => cells.slice(1))).toEqual(
        [...entry, ...reversal].map((part) => [order.number, csvAmount(part.baseRappen), expect.any(String), csvAmount(part.commissionRappen)]),
      );
      expect(lines.at(-1)).toBe(`${totalWord};;${csvAmount(total.baseRappen)};;${csvAmount(total.commissionRappen)}`);
      const pdf = await office.request.get(`${statement}.pdf?month=${month}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const pdfPath = test.info().outputPath('statement.pdf');
      await writeFile(pdfPath, await pdf.body());
      const pdfText = (await run('pdftotext', ['-layout', pdfPath, '-'])).stdout;
      const totalLine = pdfText.split('\n').find((line) => line.trim().startsWith(totalWord));
      expect(spaced(totalLine ?? '')).toBe(spaced(`${totalWord} ${formatRappen(total.baseRappen, 'fr')} ${formatRappen(total.commissionRappen, 'fr')}`));
      expect(pdfText).toContain(order.number);
    } finally {
      await receiver.stop();
      await site.close();
      await office.context().close();
    }
  },
);
