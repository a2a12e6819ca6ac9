import { z } from 'zod';
import { voucherKinds } from '../domain/checkout/vouchers';
import { rappen } from './basket-view';
import { officeStaff } from '../domain/staff/roles';
import { endpoint } from './endpoint';
import { IdParams } from './person';
import { V } from './selfcare-fields';
import { singleLineText } from './text';

/** Codes as customers type them: letters, digits and dashes, 3 to 40 (compared without case). */
const code = singleLineText()
  .trim()
  .regex(/^[A-Za-z0-9-]{3,40}$/, { error: V.invalid });

/**
 * A new discount or value code, or a batch of generated ones (count, with a prefix). Percentage
 * codes take a whole percent, fixed and value codes an amount; limits are optional.
 */
export const VoucherCreate = z
  .strictObject({
    code: code.optional(),
    count: z.int().min(1).max(500).optional(),
    prefix: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/, { error: V.invalid })
      .optional(),
    kind: z.enum(voucherKinds),
    percent: z.int().min(1).max(100).optional(),
    amountRappen: z.int().min(1).max(100_000_000).optional(),
    minOrderRappen: z.int().min(0).max(100_000_000).default(0),
    maxUses: z.int().min(1).nullable().default(1),
    maxUsesPerCustomer: z.int().min(1).nullable().default(null),
    validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    validTill: z.iso.datetime({ offset: true }).nullable().default(null),
    combinable: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if ((input.code === undefined) === (input.count === undefined)) ctx.addIssue({ code: 'custom', path: ['code'], message: V.required });
    if (
      input.kind === 'percentage'
        ? input.percent === undefined || input.amountRappen !== undefined
        : input.amountRappen === undefined || input.percent !== undefined
    ) {
      ctx.addIssue({ code: 'custom', path: [input.kind === 'percentage' ? 'percent' : 'amountRappen'], message: V.required });
    }
    if (input.validFrom && input.validTill && Date.parse(input.validTill) <= Date.parse(input.validFrom)) {
      ctx.addIssue({ code: 'custom', path: ['validTill'], message: V.invalid });
    }
  });
export type VoucherCreate = z.input<typeof VoucherCreate>;
export type VoucherCreateInput = z.output<typeof VoucherCreate>;

export const VoucherView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(voucherKinds),
  percent: z.number().int().nullable(),
  amountRappen: rappen.nullable(),
  minOrderRappen: rappen,
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  usedCount: z.number().int(),
  validFrom: z.iso.datetime().nullable(),
  validTill: z.iso.datetime().nullable(),
  combinable: z.boolean(),
  active: z.boolean(),
  /** A gift voucher's code: issued by the order that sold it. */
  issuedForOrderItemId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type VoucherView = z.infer<typeof VoucherView>;

export const VoucherListQuery = z.strictObject({
  /** Part of the code, without case. */
  q: singleLineText().max(40).optional(),
  active: z.enum(['true', 'false']).optional(),
  /** Gift vouchers' codes (issued by orders) or codes made by staff. */
  issued: z.enum(['true', 'false']).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const getAdminVouchers = endpoint({
  method: 'GET',
  path: '/api/admin/vouchers',
  summary: 'Voucher codes, newest first, filtered by part of the code, active, and issued (gift vouchers) or made by staff; paged by `before` (an id).',
  tags: ['admin'],
  query: VoucherListQuery,
  response: z.object({ vouchers: z.array(VoucherView) }),
  errors: [401, 403],
  staff: officeStaff,
});

export const postAdminVouchers = endpoint({
  method: 'POST',
  path: '/api/admin/vouchers',
  summary: 'Creates one code, or a batch of `count` generated codes (PREFIX-XXXX-XXXX). 409 when the code exists (without case).',
  tags: ['admin'],
  body: VoucherCreate,
  response: z.object({ vouchers: z.array(VoucherView) }),
  errors: [401, 403, 409],
  staff: officeStaff,
});

export const postDisableVoucher = endpoint({
  method: 'POST',
  path: '/api/admin/vouchers/:id/disable',
  summary: 'A code stops working at once (baskets holding it are refused at confirm); its uses stay recorded.',
  tags: ['admin'],
  params: IdParams,
  response: VoucherView,
  errors: [401, 403, 404],
  staff: officeStaff,
});

export const VoucherUsage = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  email: z.string(),
  discountRappen: rappen,
  at: z.iso.datetime(),
});

export const getVoucherUsages = endpoint({
  method: 'GET',
  path: '/api/admin/vouchers/:id/usages',
  summary: 'The orders that used a code, newest first (at most 500).',
  tags: ['admin'],
  params: IdParams,
  response: z.object({ usages: z.array(VoucherUsage) }),
  errors: [401, 403, 404],
  staff: officeStaff,
});
