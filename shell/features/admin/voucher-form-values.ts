import { z } from 'zod/mini';
import { VoucherCreate } from '../../../shared/api/admin-vouchers';
import { V } from '../../../shared/api/selfcare-fields';
import { voucherKinds } from '../../../shared/domain/checkout/vouchers';
import type { MessageKey } from '../../../shared/i18n/messages';

/*
 * The new-voucher form as typed (strings, CHF with a decimal point or comma, calendar days) and
 * its way to the API's payload (VoucherCreate: rappen, whole numbers, moments with Zurich's
 * offset). The form's own checks word each mistake for its field; the payload then passes the
 * API's own schema, whose fields the form's fields are named after, so the server's and the
 * schema's errors land on the same fields.
 */

export const VOUCHER_MODES = ['single', 'batch'] as const;
export const VOUCHER_USES = ['single', 'limited', 'unlimited'] as const;

export interface VoucherFormValues {
  mode: (typeof VOUCHER_MODES)[number];
  code: string;
  count: string;
  prefix: string;
  kind: (typeof voucherKinds)[number];
  percent: string;
  amountRappen: string;
  minOrderRappen: string;
  uses: (typeof VOUCHER_USES)[number];
  maxUses: string;
  maxUsesPerCustomer: string;
  validFrom: string;
  validTill: string;
  combinable: boolean;
}

export const emptyVoucherForm: VoucherFormValues = {
  mode: 'single',
  code: '',
  count: '10',
  prefix: '',
  kind: 'percentage',
  percent: '',
  amountRappen: '',
  minOrderRappen: '',
  uses: 'single',
  maxUses: '',
  maxUsesPerCustomer: '',
  validFrom: '',
  validTill: '',
  combinable: false,
};

/** The form's fields in display order (the first failing one gets the focus). */
export const VOUCHER_FIELDS = [
  'mode',
  'code',
  'count',
  'prefix',
  'kind',
  'percent',
  'amountRappen',
  'minOrderRappen',
  'uses',
  'maxUses',
  'maxUsesPerCustomer',
  'validFrom',
  'validTill',
  'combinable',
] as const;

const CHF = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '12.50' or '12,5' -> 1250 rappen. */
export const toRappen = (chf: string): number => {
  const [francs = '0', cents = ''] = chf.trim().replace(',', '.').split('.');
  return Number(francs) * 100 + Number(cents.padEnd(2, '0'));
};

/** Zurich's offset from UTC at a moment, as '+01:00' or '+02:00'. */
function zurichOffset(at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const offset = name?.value.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** The first moment of a calendar day in Zurich, with its offset: '2026-12-01T00:00:00+01:00'. */
export const zurichDayStart = (day: string): string => `${day}T00:00:00${zurichOffset(new Date(`${day}T00:00:00+01:00`))}`;
/** The last second of a calendar day in Zurich: a code valid till a day is valid all of that day. */
export const zurichDayEnd = (day: string): string => `${day}T23:59:59${zurichOffset(new Date(`${day}T23:59:59+01:00`))}`;

const whole = (value: string, min: number, max: number) => WHOLE.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/** The form's own checks: each mistake worded for its field. */
function check(values: VoucherFormValues, ctx: z.core.$RefinementCtx): void {
  const fail = (path: keyof VoucherFormValues, message: MessageKey) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (values.mode === 'single') {
    if (!values.code.trim()) fail('code', V.required);
    else if (!/^[A-Za-z0-9-]{3,40}$/.test(values.code.trim())) fail('code', 'admin.vouchers.error.code');
  } else {
    if (!whole(values.count, 1, 500)) fail('count', 'admin.vouchers.error.count');
    if (values.prefix.trim() && !/^[A-Za-z0-9]{2,10}$/.test(values.prefix.trim())) fail('prefix', 'admin.vouchers.error.prefix');
  }
  if (values.kind === 'percentage') {
    if (!whole(values.percent, 1, 100)) fail('percent', values.percent.trim() ? 'admin.vouchers.error.percent' : V.required);
  } else if (!values.amountRappen.trim()) fail('amountRappen', V.required);
  else if (!CHF.test(values.amountRappen.trim()) || toRappen(values.amountRappen) < 1) fail('amountRappen', 'admin.vouchers.error.amount');
  if (values.minOrderRappen.trim() && !CHF.test(values.minOrderRappen.trim())) fail('minOrderRappen', 'admin.vouchers.error.amount');
  if (values.uses === 'limited' && !whole(values.maxUses, 1, 1_000_000)) fail('maxUses', 'admin.vouchers.error.whole');
  if (values.maxUsesPerCustomer.trim() && !whole(values.maxUsesPerCustomer, 1, 1_000_000)) fail('maxUsesPerCustomer', 'admin.vouchers.error.whole');
  if (values.validFrom && !DAY.test(values.validFrom)) fail('validFrom', V.invalid);
  if (values.validTill && !DAY.test(values.validTill)) fail('validTill', V.invalid);
  if (DAY.test(values.validFrom) && DAY.test(values.validTill) && values.validTill < values.validFrom) fail('validTill', 'admin.vouchers.error.dates');
}

/** The API's payload of valid form values. */
export function voucherPayload(values: VoucherFormValues): VoucherCreate {
  return {
    ...(values.mode === 'single'
      ? { code: values.code.trim() }
      : { count: Number(values.count), ...(values.prefix.trim() ? { prefix: values.prefix.trim().toUpperCase() } : {}) }),
    kind: values.kind,
    ...(values.kind === 'percentage' ? { percent: Number(values.percent) } : { amountRappen: toRappen(values.amountRappen) }),
    minOrderRappen: values.minOrderRappen.trim() ? toRappen(values.minOrderRappen) : 0,
    maxUses: values.uses === 'single' ? 1 : values.uses === 'unlimited' ? null : Number(values.maxUses),
    maxUsesPerCustomer: values.maxUsesPerCustomer.trim() ? Number(values.maxUsesPerCustomer) : null,
    validFrom: values.validFrom ? zurichDayStart(values.validFrom) : null,
    validTill: values.validTill ? zurichDayEnd(values.validTill) : null,
    combinable: values.combinable,
  };
}

/** The form's schema for useSchemaForm: its own checks, then the API's schema on the payload. */
export const VoucherForm = z.pipe(
  z.pipe(z.custom<VoucherFormValues>((value) => typeof value === 'object' && value !== null).check(z.superRefine(check)), z.transform(voucherPayload)),
  VoucherCreate,
);
