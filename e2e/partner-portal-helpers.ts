import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { AdminPartner } from '../shared/api/admin-partners';
import { OrderConfirmation } from '../shared/api/checkout';
import { DRAFT_HEADER, DraftCreated, HandoverCreated, PARTNER_HEADER } from '../shared/api/partner-drafts';
import { mailTextsTo } from './mail-catcher';
import { guestCheckoutChoices, staffMember } from './staff';

/** The password every portal person of the e2e sets (zxcvbn rates it safe). */
export const PARTNER_PASSWORD = 'amber-orchard-violin-83';

/** The origins of the partner sites of the run (e2e/partner-page.ts: shop port + 1 and + 2). */
const partnerSiteOrigins = () => [1, 2].map((n) => `http://localhost:${Number(process.env.E2E_PORT) + n}`);

/**
 * A partner of a test's own, added by a member of the office (made for it) through the API, its
 * embed allowed on the partner sites of the run; `request` stays logged in as that member.
 */
export async function ownPartner(request: APIRequestContext, name: string): Promise<{ partner: AdminPartner; office: { email: string; password: string } }> {
  const office = await staffMember(request, 'office', `Paula Partners (${name})`);
  expect((await request.post('/api/admin/login', { data: { email: office.email, password: office.password } })).status()).toBe(200);
  const made = await request.post('/api/admin/partners', { data: { name, contactEmail: 'hello@partner.test', language: 'de' } });
  expect(made.status(), await made.text()).toBe(200);
  const partner = AdminPartner.parse(await made.json());
  const { id, publicKey: _key, createdAt: _created, updatedBy: _by, ...fields } = partner;
  const saved = await request.put(`/api/admin/partners/${id}`, { data: { ...fields, origins: partnerSiteOrigins() } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { partner: AdminPartner.parse(await saved.json()), office };
}

/** Waits for the invite mail to `address` and answers its set-password link. */
export async function inviteLink(address: string): Promise<URL> {
  let link = '';
  await expect
    .poll(() => (link = /https?:\/\/\S+\/partner\/password\/[A-Za-z0-9_-]+(?:\?lang=[a-z]{2})?/.exec(mailTextsTo(address).join('\n'))?.[0] ?? ''), {
      timeout: 15_000,
      message: `an invite mail to ${address}`,
    })
    .not.toBe('');
  return new URL(link);
}

/** A person of `partner` invited by staff (`staff`: logged in) whose password is set: the page's browser holds the portal session. */
export async function partnerLoggedIn(page: Page, staff: APIRequestContext, partner: AdminPartner, email: string): Promise<void> {
  expect((await staff.post(`/api/admin/partners/${partner.id}/portal-invite`, { data: { email, language: 'en' } })).status()).toBe(200);
  const key = (await inviteLink(email)).pathname.split('/').at(-1);
  const set = await page.request.post('/api/partner/password', { data: { key, password: PARTNER_PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
}

/**
 * A guest's order of a sample set through the partner's embed, by invoice, as the widget makes it:
 * a draft named with the partner's key and a campaign, handed over to the shopper's basket on the shop.
 */
export async function attributedOrder(shopper: Page, partner: AdminPartner, email: string): Promise<OrderConfirmation> {
  const api = shopper.request;
  const touch = { page: `${partnerSiteOrigins()[0]}/prints`, params: { utm_source: 'e2e' } };
  const draft = await api.post('/api/drafts', { headers: { [PARTNER_HEADER]: partner.publicKey }, data: { touch } });
  expect(draft.status(), await draft.text()).toBe(200);
  const headers = { [DRAFT_HEADER]: DraftCreated.parse(await draft.json()).token };
  const added = await api.post('/api/basket/addStatic', { headers, data: { productId: 'sample-set', quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const handover = await api.post('/api/drafts/handover', { headers, data: { touch } });
  expect(handover.status(), await handover.text()).toBe(200);
  const claimed = await api.post('/api/basket/handover/claim', { data: { code: HandoverCreated.parse(await handover.json()).code } });
  expect(claimed.status(), await claimed.text()).toBe(200);
  await guestCheckoutChoices(shopper, email);
  const confirmed = await api.post('/api/checkout/confirm', { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return OrderConfirmation.parse(await confirmed.json());
}
