import { describe, expect, it } from 'vitest';
import { signatureHeader } from './signature';

describe('the webhook signature', () => {
  it('is the HMAC-SHA256 of "<t>.<raw body>" keyed with the secret, with t in Unix seconds (as openssl computes it)', () => {
    // printf '%s' '1795939200.{"id":"evt_1","type":"ping"}' | openssl dgst -sha256 -hmac 'whsec_0123456789abcdef'
    expect(signatureHeader('whsec_0123456789abcdef', '{"id":"evt_1","type":"ping"}', new Date('2026-11-29T08:00:00.900Z'))).toBe(
      't=1795939200,v1=7c697b70acb73af257d221de64817bd2943d2874d3e37a00236db33875a5c83e',
    );
  });
});
