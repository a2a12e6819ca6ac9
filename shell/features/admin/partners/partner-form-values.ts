import type { AdminPartner, PartnerFields } from '../../../../shared/api/admin-partners';
import { COMMISSION_MAX_BP, isImageHost, isPartnerOrigin, PARTNER_LIMITS, payoutIbanOf } from '../../../../shared/domain/partners/partner';
import type { Locale } from '../../../../shared/i18n/locales';
import type { MessageKey } from '../../../../shared/i18n/messages';
import type { PathErrors } from '../kit/editor/field-path';
import { toRappen } from '../voucher-form-values';

/* The partner form as typed (lists one a line, rates in percent) and its way to the API's fields (lists, basis points). */

export interface PartnerFormValues {
  name: string;
  contactName: string;
  contactEmail: string;
  language: Locale;
  /** One origin a line. */
  origins: string;
  /** Percent, with a decimal point or comma. */
  defaultRate: string;
  /** Percent per catalogue product; empty: the default applies. */
  productRates: Record<string, string>;
  payoutIban: string;
  forwardsCampaign: boolean;
  /** One host a line. */
  imageHosts: string;
  active: boolean;
}

const percentOf = (bp: number) => (bp / 100).toFixed(2);
/** Percent to basis points: two decimals, as francs to rappen. */
const basisPointsOf = toRappen;
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form of a partner, with a rate field for each catalogue product. */
export function formValuesOf(partner: AdminPartner, productIds: readonly string[]): PartnerFormValues {
  const { byProduct, defaultBp } = partner.commissionRates;
  return {
    name: partner.name,
    contactName: partner.contactName,
    contactEmail: partner.contactEmail,
    language: partner.language,
    origins: partner.origins.join('\n'),
    defaultRate: percentOf(defaultBp),
    productRates: Object.fromEntries(productIds.map((id) => [id, id in byProduct ? percentOf(byProduct[id] ?? defaultBp) : ''])),
    payoutIban: partner.payoutIban ?? '',
    forwardsCampaign: partner.forwardsCampaign,
    imageHosts: partner.imageHosts.join('\n'),
    active: partner.active,
  };
}

export function fieldsOf(values: PartnerFormValues): PartnerFields {
  const rated = Object.entries(values.productRates).filter(([, rate]) => rate.trim() !== '');
  return {
    name: values.name.trim(),
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    language: values.language,
    origins: linesOf(values.origins),
    commissionRates: { defaultBp: basisPointsOf(values.defaultRate), byProduct: Object.fromEntries(rated.map(([id, rate]) => [id, basisPointsOf(rate)])) },
    payoutIban: values.payoutIban.trim() === '' ? null : values.payoutIban.trim(),
    forwardsCampaign: values.forwardsCampaign,
    imageHosts: linesOf(values.imageHosts),
    active: values.active,
  };
}

const validRate = (value: string) => /^\d{1,3}(?:[.,]\d{1,2})?$/.test(value.trim()) && basisPointsOf(value) <= COMMISSION_MAX_BP;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own checks, the API schema's rules: each mistake's message key per field. */
export function partnerIssues(values: PartnerFormValues): Record<string, MessageKey[]> {
  const issues: Record<string, MessageKey[]> = {};
  const fail = (field: string, key: MessageKey) => (issues[field] ??= []).push(key);
  if (values.name.trim() === '') fail('name', 'validation.required');
  if (values.name.trim().length > PARTNER_LIMITS.name) fail('name', 'validation.tooLong');
  if (values.contactName.trim().length > PARTNER_LIMITS.contactName) fail('contactName', 'validation.tooLong');
  if (!EMAIL.test(values.contactEmail.trim())) fail('contactEmail', 'validation.email');
  for (const [field, valid, max] of [
    ['origins', isPartnerOrigin, PARTNER_LIMITS.origins],
    ['imageHosts', isImageHost, PARTNER_LIMITS.imageHosts],
  ] as const) {
    const lines = linesOf(values[field]);
    if (!lines.every(valid)) fail(field, field === 'origins' ? 'admin.partners.error.origin' : 'admin.partners.error.imageHost');
    if (lines.length > max) fail(field, 'admin.partners.error.tooMany');
  }
  if (!validRate(values.defaultRate)) fail('defaultRate', 'admin.partners.error.rate');
  for (const [id, rate] of Object.entries(values.productRates))
    if (rate.trim() !== '' && !validRate(rate)) fail(`productRates.${id}`, 'admin.partners.error.rate');
  if (values.payoutIban.trim() !== '' && payoutIbanOf(values.payoutIban) === null) fail('payoutIban', 'admin.partners.error.iban');
  return issues satisfies PathErrors;
}

/** The form field a server's field key names ('origins.2' is the origins' field, 'commissionRates.byProduct.canvas' canvas's rate). */
export function formFieldOf(key: string): string {
  if (key === 'commissionRates.defaultBp') return 'defaultRate';
  const product = /^commissionRates\.byProduct\.(.+)$/.exec(key);
  if (product) return `productRates.${product[1]}`;
  return key.split('.', 1)[0] ?? key;
}
