import { z } from 'zod/mini';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { PartnerFields } from './admin-partners';
import { CsvFile } from './books';
import { PdfFile } from './checkout';
import { endpointsTagged } from './endpoint';
import { IdParams, pageQuery } from './id-params';
import { Locale } from './locale';
import { LoginLinkRequest } from './login-link';
import { LedgerMonthQuery, LedgerRowView } from './partner-ledger';
import { PartnerWebhook, PartnerWebhookInput, WebhookDeliverySummary } from './partner-webhooks';
import { emailField, passwordField, requiredText, typedPasswordField } from './selfcare-fields';
import { StatusOk } from './status-ok';
import * as routes from './routes/partner-portal';

const endpoint = endpointsTagged('partner-portal');

/*
 * The partner portal (/partner): a partner's own people log in (invited by staff) and see what their
 * embed sold and earned, and keep their webhook and origins. Every call but the logins answers for
 * the session's partner only (its cookie, partner_session: HttpOnly, SameSite=Lax); 401 without one.
 */

const session = 'Needs the portal session cookie (401 without a valid one, or when the partner is no longer active).';

export const postPartnerPortalInviteSchemas = {
  params: IdParams,
  /** language: the invite's and from then on the person's; absent, a known person keeps its own and a new one gets the partner's. */
  body: z.strictObject({ email: emailField, language: z.optional(Locale) }),
  response: StatusOk,
};
export const postPartnerPortalInvite = endpoint(routes.postPartnerPortalInvite, postPartnerPortalInviteSchemas, {
  summary:
    'Invites a person to a partner’s portal: mails a link (valid 7 days, single use) to set a password, in the language given (which becomes the person’s), else in the person’s own language (a new person: the partner’s). A new address becomes a login of the partner; inviting an address of the same partner again sends a new link. 409 when the address is a login of another partner. Audited.',
  tags: ['admin'],
  errors: [409],
});

/** Who is logged in to the portal, and for which partner. */
export const PartnerMe = z.object({
  email: z.string(),
  language: Locale,
  partner: z.object({ name: z.string(), publicKey: z.string() }),
});
export type PartnerMe = z.infer<typeof PartnerMe>;

export const PartnerLoginRequest = z.strictObject({ email: requiredText(254), password: typedPasswordField });
export type PartnerLoginRequest = z.infer<typeof PartnerLoginRequest>;

export const partnerLoginSchemas = { body: PartnerLoginRequest, response: PartnerMe };
export const partnerLogin = endpoint(routes.partnerLogin, partnerLoginSchemas, {
  summary:
    'Logs a partner’s person in by e-mail address and password and sets the portal’s session cookie (12 hours) and a device cookie (partner_device, path /api/partner/login). Throttled as the customers’ login is (per device cookie; else per address and IP, per IP and per account, with a mailed login link while the account waits: 403 login_challenge). A wrong address or password, one without a password yet, and a partner no longer active all answer 401 alike.',
  errors: [401],
});

export const partnerLoginByLinkSchemas = { body: LoginLinkRequest, response: PartnerMe };
export const partnerLoginByLink = endpoint(routes.partnerLoginByLink, partnerLoginByLinkSchemas, {
  summary: 'Logs in with the key of a mailed login link (/partner/login/link/{key}), once and within 15 minutes; 404 otherwise. Limited per IP (429).',
  errors: [401, 404],
});

export const PartnerSetPasswordRequest = z.strictObject({ key: requiredText(200), password: passwordField });
export type PartnerSetPasswordRequest = z.infer<typeof PartnerSetPasswordRequest>;

export const partnerSetPasswordSchemas = { body: PartnerSetPasswordRequest, response: PartnerMe };
export const partnerSetPassword = endpoint(routes.partnerSetPassword, partnerSetPasswordSchemas, {
  summary:
    'Sets the password with the key of an invite (/partner/password/{key}) and logs in. The key works once and for 7 days (404 otherwise); the password is judged as a customer’s (400 with fields.password, the key unspent). Every other session of the person ends. Limited per IP (429).',
  errors: [401, 404],
});

export const partnerLogoutSchemas = { response: StatusOk };
export const partnerLogout = endpoint(routes.partnerLogout, partnerLogoutSchemas, { summary: 'Ends the portal session and clears its cookie.' });

export const getPartnerMeSchemas = { response: PartnerMe };
export const getPartnerMe = endpoint(routes.getPartnerMe, getPartnerMeSchemas, { summary: `The logged-in person and partner. ${session}`, errors: [401] });

export const PartnerLanguageInput = z.strictObject({ language: Locale });

export const putPartnerLanguageSchemas = { body: PartnerLanguageInput, response: PartnerMe };
export const putPartnerLanguage = endpoint(routes.putPartnerLanguage, putPartnerLanguageSchemas, {
  summary: `Keeps the portal language the person chose: its portal opens in it after the next login, on any device, and the portal's mails to the person use it. ${session}`,
  errors: [401],
});

/**
 * An order of the partner as its portal shows it: never the shopper (no name, address or e-mail).
 * `netRappen`: the goods without VAT, shipping or gift vouchers sold (the commission's base).
 */
export const PartnerOrderRow = z.object({
  id: z.int(),
  number: z.string(),
  createdAt: z.iso.datetime(),
  products: z.array(z.object({ name: z.string(), quantity: z.int() })),
  netRappen: z.int(),
  status: z.enum(ORDER_STATUSES),
  /** What the ledger holds for it so far (entries less reversals); null before it was paid. */
  commissionRappen: z.nullable(z.int()),
});
export type PartnerOrderRow = z.infer<typeof PartnerOrderRow>;

export const PartnerOrdersQuery = z.strictObject(pageQuery);
export type PartnerOrdersQuery = z.infer<typeof PartnerOrdersQuery>;

export const getPartnerOrdersSchemas = { query: PartnerOrdersQuery, response: z.object({ orders: z.array(PartnerOrderRow) }) };
export const getPartnerOrders = endpoint(routes.getPartnerOrders, getPartnerOrdersSchemas, {
  summary: `The partner’s attributed orders, newest first, paged by \`before\` (an id): number, date, products, net amount, status and commission; nothing of the shopper. ${session}`,
  errors: [401],
});

export const PartnerLedgerMonth = z.object({
  month: z.string(),
  rows: z.array(LedgerRowView),
  baseRappen: z.int(),
  commissionRappen: z.int(),
});
export type PartnerLedgerMonth = z.infer<typeof PartnerLedgerMonth>;

export const getPartnerPortalLedgerSchemas = { query: LedgerMonthQuery, response: PartnerLedgerMonth };
export const getPartnerPortalLedger = endpoint(routes.getPartnerPortalLedger, getPartnerPortalLedgerSchemas, {
  summary: `The partner’s commission ledger of a month (Zurich days): entries and reversals with their net base and commission, and the month’s totals. ${session}`,
  errors: [401],
});

export const getPartnerPortalStatementPdfSchemas = { query: LedgerMonthQuery, response: PdfFile };
export const getPartnerPortalStatementPdf = endpoint(routes.getPartnerPortalStatementPdf, getPartnerPortalStatementPdfSchemas, {
  summary: `The partner’s statement of a month as application/pdf, as staff download it. ${session}`,
  errors: [401],
});

export const getPartnerPortalStatementCsvSchemas = { query: LedgerMonthQuery, response: CsvFile };
export const getPartnerPortalStatementCsv = endpoint(routes.getPartnerPortalStatementCsv, getPartnerPortalStatementCsvSchemas, {
  summary: `The partner’s statement of a month as CSV (semicolons, UTF-8 with a byte order mark). ${session}`,
  errors: [401],
});

export const getPartnerPortalWebhookSchemas = { response: PartnerWebhook };
export const getPartnerPortalWebhook = endpoint(routes.getPartnerPortalWebhook, getPartnerPortalWebhookSchemas, {
  summary: `The partner’s webhook URL and signing secret. ${session}`,
  errors: [401],
});

export const putPartnerPortalWebhookSchemas = { body: PartnerWebhookInput, response: PartnerWebhook };
export const putPartnerPortalWebhook = endpoint(routes.putPartnerPortalWebhook, putPartnerPortalWebhookSchemas, {
  summary: `Sets (or, with null, removes) the partner’s webhook URL; 400 unless it is https. Audited. ${session}`,
  errors: [401],
});

export const postPartnerPortalWebhookSecretSchemas = { response: PartnerWebhook };
export const postPartnerPortalWebhookSecret = endpoint(routes.postPartnerPortalWebhookSecret, postPartnerPortalWebhookSecretSchemas, {
  summary: `Rolls the partner’s signing secret. Audited. ${session}`,
  errors: [401],
});

export const postPartnerPortalWebhookPingSchemas = { response: WebhookDeliverySummary };
export const postPartnerPortalWebhookPing = endpoint(routes.postPartnerPortalWebhookPing, postPartnerPortalWebhookPingSchemas, {
  summary: `Sends a test event (\`ping\`) to the partner’s webhook URL; 409 when it has none. ${session}`,
  errors: [401, 409],
});

export const PartnerOrigins = z.object({ origins: z.array(z.string()) });
export type PartnerOrigins = z.infer<typeof PartnerOrigins>;

/** Checked as staff's are (shared/domain/partners): scheme://host[:port], https but for localhost. */
export const PartnerOriginsInput = z.strictObject({ origins: PartnerFields.shape.origins });
export type PartnerOriginsInput = z.infer<typeof PartnerOriginsInput>;

export const getPartnerPortalOriginsSchemas = { response: PartnerOrigins };
export const getPartnerPortalOrigins = endpoint(routes.getPartnerPortalOrigins, getPartnerPortalOriginsSchemas, {
  summary: `The origins whose pages may use the partner’s embed. ${session}`,
  errors: [401],
});

export const putPartnerPortalOriginsSchemas = { body: PartnerOriginsInput, response: PartnerOrigins };
export const putPartnerPortalOrigins = endpoint(routes.putPartnerPortalOrigins, putPartnerPortalOriginsSchemas, {
  summary: `Replaces the partner’s allowed origins (validated as in the back office; staff keep the last word by the partner’s active flag). Audited. ${session}`,
  errors: [401],
});
