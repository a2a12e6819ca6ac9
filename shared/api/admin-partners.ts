import { z } from 'zod/mini';
import { COMMISSION_MAX_BP, isImageHost, isPartnerOrigin, PARTNER_KEY_PATTERN, PARTNER_LIMITS, payoutIbanOf } from '../domain/partners/partner';
import type { MessageKey } from '../i18n/messages';
import { endpointsTagged } from './endpoint';
import { IdParams } from './id-params';
import { Locale } from './locale';
import { emailField, requiredText, V } from './selfcare-fields';
import { singleLineText } from './text';
import * as routes from './routes/admin-partners';

const endpoint = endpointsTagged('admin');

/*
 * Partner sites that embed the configurator (shared/domain/partners), as staff keep them: who they
 * are, where their embed may run, what they earn and where it is paid. Their origins are what the
 * shop's CORS and the widget's readiness check allow (server/features/partners).
 */

const ORIGIN_INVALID = 'admin.partners.error.origin' as const satisfies MessageKey;
const HOST_INVALID = 'admin.partners.error.imageHost' as const satisfies MessageKey;
const IBAN_INVALID = 'admin.partners.error.iban' as const satisfies MessageKey;
const RATE_INVALID = 'admin.partners.error.rate' as const satisfies MessageKey;
const TOO_MANY = 'admin.partners.error.tooMany' as const satisfies MessageKey;

const basisPoints = () => z.int({ error: RATE_INVALID }).check(z.gte(0, { error: RATE_INVALID }), z.lte(COMMISSION_MAX_BP, { error: RATE_INVALID }));

/** Commission in basis points (1250 = 12.50 %): a default and one per catalogue product that earns otherwise. */
export const CommissionRatesInput = z.strictObject({
  defaultBp: basisPoints(),
  byProduct: z.record(singleLineText().check(z.regex(/^[a-z0-9-]{1,60}$/)), basisPoints()),
});

/** Everything staff edit of a partner; the key is made by the shop, never sent. */
export const PartnerFields = z.strictObject({
  name: requiredText(PARTNER_LIMITS.name),
  contactName: singleLineText().check(z.trim(), z.maxLength(PARTNER_LIMITS.contactName, { error: V.tooLong })),
  contactEmail: emailField,
  /** The language of its statements and mails. */
  language: Locale,
  /** scheme://host[:port] as browsers send it, https but for localhost and 127.0.0.1. */
  origins: z
    .array(singleLineText().check(z.refine(isPartnerOrigin, { error: ORIGIN_INVALID })))
    .check(z.maxLength(PARTNER_LIMITS.origins, { error: TOO_MANY })),
  commissionRates: CommissionRatesInput,
  /** A Swiss or Liechtenstein IBAN, as typed (stored without spaces); not a QR-IBAN. Null: none given yet. */
  payoutIban: z.nullable(singleLineText().check(z.refine((text) => payoutIbanOf(text) !== null, { error: IBAN_INVALID }))),
  /** Whether the widget forwards the host page's UTM parameters and gclid. */
  forwardsCampaign: z.boolean(),
  /** Exact host names our server may fetch a prefilled image from. */
  imageHosts: z
    .array(singleLineText().check(z.refine(isImageHost, { error: HOST_INVALID })))
    .check(z.maxLength(PARTNER_LIMITS.imageHosts, { error: TOO_MANY })),
  /** An inactive partner's embed is refused (origin_not_allowed). */
  active: z.boolean(),
});
export type PartnerFields = z.infer<typeof PartnerFields>;

/** A partner as staff see it: its fields as stored (PARTNER_ORIGINS may have seeded any http(s) origin), its public key and who saved it last. */
export const AdminPartner = z.object({
  id: z.int(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  language: Locale,
  origins: z.array(z.string()),
  commissionRates: z.object({ defaultBp: z.int(), byProduct: z.record(z.string(), z.int()) }),
  payoutIban: z.nullable(z.string()),
  forwardsCampaign: z.boolean(),
  imageHosts: z.array(z.string()),
  active: z.boolean(),
  publicKey: z.string().check(z.regex(PARTNER_KEY_PATTERN)),
  createdAt: z.iso.datetime(),
  /** ISO 8601: the version a save starts from. */
  updatedAt: z.iso.datetime(),
  /** Who saved it last; null for the shop itself (PARTNER_ORIGINS at start). */
  updatedBy: z.nullable(z.string()),
});
export type AdminPartner = z.infer<typeof AdminPartner>;

export const AdminPartnerRow = z.object({
  id: z.int(),
  name: z.string(),
  active: z.boolean(),
  origins: z.array(z.string()),
  updatedAt: z.iso.datetime(),
  updatedBy: z.nullable(z.string()),
});
export type AdminPartnerRow = z.infer<typeof AdminPartnerRow>;

export const getAdminPartnersSchemas = { response: z.object({ partners: z.array(AdminPartnerRow) }) };
export const getAdminPartners = endpoint(routes.getAdminPartners, getAdminPartnersSchemas, {
  summary: 'Every partner site that embeds the configurator, by name: active or not, its allowed origins, who saved it last.',
});

export const getAdminPartnerSchemas = { params: IdParams, response: AdminPartner };
export const getAdminPartner = endpoint(routes.getAdminPartner, getAdminPartnerSchemas, {
  summary: 'One partner with everything staff edit, its public key (pk_…, named by its embed as data-partner) and the version a save starts from.',
});

/** What a new partner needs to start: the rest is edited once it exists. */
export const NewPartner = z.strictObject({ name: PartnerFields.shape.name, contactEmail: emailField, language: Locale });
export type NewPartner = z.infer<typeof NewPartner>;

export const postAdminPartnerSchemas = { body: NewPartner, response: AdminPartner };
export const postAdminPartner = endpoint(routes.postAdminPartner, postAdminPartnerSchemas, {
  summary: 'Adds a partner, active, with no origins and no commission yet, and makes its public key (pk_ and 24 random letters and digits). Audited.',
});

export const SavePartnerBody = z.strictObject({ ...PartnerFields.shape, updatedAt: z.iso.datetime() });
export type SavePartnerBody = z.infer<typeof SavePartnerBody>;

export const putAdminPartnerSchemas = { params: IdParams, body: SavePartnerBody, response: AdminPartner };
export const putAdminPartner = endpoint(routes.putAdminPartner, putAdminPartnerSchemas, {
  summary:
    'Saves a partner (audited, before and after). Its origins take effect in every server process within a second. 409 when someone saved it since `updatedAt`; 400 with the fields at fault (an origin not https, an IBAN with a wrong check or a QR-IBAN, a rate above 100 %); 422 for a rate of a product the catalogue does not have.',
  errors: [409, 422],
});

export const postAdminPartnerKeySchemas = { params: IdParams, response: AdminPartner };
export const postAdminPartnerKey = endpoint(routes.postAdminPartnerKey, postAdminPartnerKeySchemas, {
  summary:
    "Replaces the partner's public key by a new one (audited): embeds that name the old key are refused (origin_not_allowed) until their data-partner names the new one.",
});
