import { z } from 'zod/mini';
import { voucherKinds } from '../domain/checkout/vouchers';
import { rappen } from './basket-view';
import { endpointsTagged } from './endpoint';
import { IdParams, pageQuery } from './id-params';
import { V } from './selfcare-fields';
import { singleLineText } from './text';
import * as routes from './routes/admin-vouchers';

const endpoint = endpointsTagged('admin');

/** Codes as customers type them: letters, digits and dashes, 3 to 40 (compared without case). */
const code = singleLineText().check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,40}$/, { error: V.invalid }));

/**
 * A new discount or value code, or a batch of generated ones (count, with a prefix). Percentage
 * codes take a whole percent, fixed and value codes an amount; limits are optional.
 */
export const VoucherCreate = z
  .strictObject({
    code: z.optional(code),
    count: z.optional(z.int().check(z.gte(1), z.lte(500))),
    prefix: z.optional(z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, { error: V.invalid }))),
    kind: z.enum(voucherKinds),
    percent: z.optional(z.int().check(z.gte(1), z.lte(100))),
    amountRappen: z.optional(z.int().check(z.gte(1), z.lte(100_000_000))),
    minOrderRappen: z._default(z.int().check(z.gte(0), z.lte(100_000_000)), 0),
    maxUses: z._default(z.nullable(z.int().check(z.gte(1))), 1),
    maxUsesPerCustomer: z._default(z.nullable(z.int().check(z.gte(1))), null),
    validFrom: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    validTill: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    combinable: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((input, ctx) => {
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
    }),
  );
export type VoucherCreate = z.input<typeof VoucherCreate>;
export type VoucherCreateInput = z.output<typeof VoucherCreate>;

export const VoucherView = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  kind: z.enum(voucherKinds),
  percent: z.nullable(z.number().check(z.int())),
  amountRappen: z.nullable(rappen),
  minOrderRappen: rappen,
  maxUses: z.nullable(z.number().check(z.int())),
  maxUsesPerCustomer: z.nullable(z.number().check(z.int())),
  usedCount: z.number().check(z.int()),
  validFrom: z.nullable(z.iso.datetime()),
  validTill: z.nullable(z.iso.datetime()),
  combinable: z.boolean(),
  active: z.boolean(),
  /** A gift voucher's code: issued by the order that sold it. */
  issuedForOrderItemId: z.nullable(z.number().check(z.int())),
  createdAt: z.iso.datetime(),
});
export type VoucherView = z.infer<typeof VoucherView>;

export const VoucherListQuery = z.strictObject({
  /** Part of the code, without case. */
  q: z.optional(singleLineText().check(z.maxLength(40))),
  active: z.optional(z.enum(['true', 'false'])),
  /** Gift vouchers' codes (issued by orders) or codes made by staff. */
  issued: z.optional(z.enum(['true', 'false'])),
  ...pageQuery,
});

export const getAdminVouchersSchemas = { query: VoucherListQuery, response: z.object({ vouchers: z.array(VoucherView) }) };
export const getAdminVouchers = endpoint(routes.getAdminVouchers, getAdminVouchersSchemas, {
  summary: 'Voucher codes, newest first, filtered by part of the code, active, and issued (gift vouchers) or made by staff; paged by `before` (an id).',
});

export const postAdminVouchersSchemas = { body: VoucherCreate, response: z.object({ vouchers: z.array(VoucherView) }) };
export const postAdminVouchers = endpoint(routes.postAdminVouchers, postAdminVouchersSchemas, {
  summary: 'Creates one code, or a batch of `count` generated codes (PREFIX-XXXX-XXXX). 409 when the code exists (without case).',
  errors: [409],
});

export const postDisableVoucherSchemas = { params: IdParams, response: VoucherView };
export const postDisableVoucher = endpoint(routes.postDisableVoucher, postDisableVoucherSchemas, {
  summary: 'A code stops working at once (baskets holding it are refused at confirm); its uses stay recorded.',
});

export const VoucherUsage = z.object({
  orderId: z.number().check(z.int()),
  orderNumber: z.string(),
  email: z.string(),
  discountRappen: rappen,
  at: z.iso.datetime(),
});

export const getVoucherUsagesSchemas = { params: IdParams, response: z.object({ usages: z.array(VoucherUsage) }) };
export const getVoucherUsages = endpoint(routes.getVoucherUsages, getVoucherUsagesSchemas, {
  summary: 'The orders that used a code, newest first (at most 500).',
});
