import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';

// A database of its own: no refund is open here, so the payment file has nothing to carry.
const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

describe('the payment file without open refunds', () => {
  it('answers 409 saying there is nothing to export, rather than a file no bank takes', async () => {
    const res = expectError(await t.app.inject({ url: '/api/admin/bank-refunds/pain001', headers: office }), 409, 'conflict');
    expect(res.error.message).toBe('No open refund has the payer’s name and IBAN: there is nothing to export.');
  });
});
