import { describe, expect, it } from 'vitest';
import { emptyVoucherForm, toRappen, VoucherForm, voucherPayload, zurichDayEnd, zurichDayStart } from './voucher-form-values';

const form = (values: Partial<typeof emptyVoucherForm>) => ({ ...emptyVoucherForm, ...values });
const errors = (values: Partial<typeof emptyVoucherForm>) => {
  const result = VoucherForm.safeParse(form(values));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the new-voucher form', () => {
  it('reads francs with a point or a comma as rappen', () => {
    expect([toRappen('20'), toRappen('12.50'), toRappen('12,5'), toRappen('0.05')]).toEqual([2000, 1250, 1250, 5]);
  });

  it('gives a day in Zurich its winter or summer offset, the last day valid to its end', () => {
    expect(zurichDayStart('2026-12-01')).toBe('2026-12-01T00:00:00+01:00');
    expect(zurichDayEnd('2026-07-31')).toBe('2026-07-31T23:59:59+02:00');
    expect(zurichDayStart('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(zurichDayEnd('2026-03-29')).toBe('2026-03-29T23:59:59+02:00');
  });

  it('makes the payload of one percentage code for repeated use', () => {
    const values = form({ code: 'winter-10', percent: '10', uses: 'limited', maxUses: '50', maxUsesPerCustomer: '1', minOrderRappen: '40', combinable: true });
    expect(VoucherForm.parse(values)).toEqual({
      code: 'winter-10',
      kind: 'percentage',
      percent: 10,
      minOrderRappen: 4000,
      maxUses: 50,
      maxUsesPerCustomer: 1,
      validFrom: null,
      validTill: null,
      combinable: true,
    });
  });

  it('makes the payload of a batch of unlimited fixed codes with a prefix, valid for days', () => {
    const payload = voucherPayload(
      form({
        mode: 'batch',
        count: '3',
        prefix: 'xmas',
        kind: 'fixed',
        amountRappen: '15,50',
        uses: 'unlimited',
        validFrom: '2026-12-01',
        validTill: '2026-12-24',
      }),
    );
    expect(payload).toMatchObject({ count: 3, prefix: 'XMAS', kind: 'fixed', amountRappen: 1550, maxUses: null, validTill: '2026-12-24T23:59:59+01:00' });
    expect(payload).not.toHaveProperty('code');
    expect(VoucherForm.safeParse(form({ mode: 'batch', count: '3', prefix: 'xmas', kind: 'fixed', amountRappen: '15,50' })).success).toBe(true);
  });

  it('words each mistake at its field', () => {
    expect(errors({ code: '', percent: '' })).toEqual({ code: 'validation.required', percent: 'validation.required' });
    expect(errors({ code: 'a b', percent: '120' })).toEqual({ code: 'admin.vouchers.error.code', percent: 'admin.vouchers.error.percent' });
    expect(errors({ mode: 'batch', count: '501', prefix: 'X', kind: 'value', amountRappen: '12.345' })).toEqual({
      count: 'admin.vouchers.error.count',
      prefix: 'admin.vouchers.error.prefix',
      amountRappen: 'admin.vouchers.error.amount',
    });
    expect(errors({ code: 'OK-CODE', percent: '5', uses: 'limited', maxUses: '0', validFrom: '2026-12-24', validTill: '2026-12-01' })).toEqual({
      maxUses: 'admin.vouchers.error.whole',
      validTill: 'admin.vouchers.error.dates',
    });
  });
});
