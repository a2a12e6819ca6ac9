import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { voucherIdle, voucherStep, type VoucherFlow } from './voucher-flow';

const conflict = new ApiError(409, 'conflict', 'Conflict', { code: ['This voucher cannot be combined with WELCOME10. Would you like to use it instead?'] });
const refused = new ApiError(422, 'unprocessable', 'Refused', { code: ['This voucher has expired.'] });

describe('voucherStep', () => {
  it('sends a trimmed code and ignores an empty one or a second submit while sending', () => {
    expect(voucherStep(voucherIdle, { type: 'submit', code: '   ' })).toBe(voucherIdle);
    const sending = voucherStep(voucherIdle, { type: 'submit', code: ' summer20 ' });
    expect(sending).toEqual({ kind: 'sending', code: 'summer20', force: false });
    expect(voucherStep(sending, { type: 'submit', code: 'OTHER' })).toBe(sending);
  });

  it('asks on a conflict, then forces the same code when the customer agrees', () => {
    const sending: VoucherFlow = { kind: 'sending', code: 'SUMMER20', force: false };
    const asked = voucherStep(sending, { type: 'failed', error: conflict, fallback: 'offline' });
    expect(asked).toEqual({ kind: 'conflict', code: 'SUMMER20', message: conflict.fields?.code?.[0] });
    expect(voucherStep(asked, { type: 'force' })).toEqual({ kind: 'sending', code: 'SUMMER20', force: true });
    expect(voucherStep(asked, { type: 'keep' })).toBe(voucherIdle);
  });

  it('shows the server reason of a refusal, and a refusal of the forced code never asks again', () => {
    const plain = voucherStep({ kind: 'sending', code: 'OLD', force: false }, { type: 'failed', error: refused, fallback: 'offline' });
    expect(plain).toEqual({ kind: 'refused', code: 'OLD', message: 'This voucher has expired.' });
    const forced = voucherStep({ kind: 'sending', code: 'X', force: true }, { type: 'failed', error: conflict, fallback: 'offline' });
    expect(forced.kind).toBe('refused');
  });

  it('falls back to the given text when no answer came, and to the message without field errors', () => {
    const sending: VoucherFlow = { kind: 'sending', code: 'A', force: false };
    expect(voucherStep(sending, { type: 'failed', error: new TypeError('Failed to fetch'), fallback: 'offline' })).toEqual({
      kind: 'refused',
      code: 'A',
      message: 'offline',
    });
    expect(voucherStep(sending, { type: 'failed', error: new ApiError(404, 'not_found', 'No basket'), fallback: 'offline' })).toEqual({
      kind: 'refused',
      code: 'A',
      message: 'No basket',
    });
  });

  it('returns to idle once the code is added', () => {
    expect(voucherStep({ kind: 'sending', code: 'A', force: false }, { type: 'added' })).toBe(voucherIdle);
  });
});
