import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body';

describe('the local Stripe server reads form bodies', () => {
  it('as the nested objects and arrays the SDK encoded', () => {
    const body = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][price_data][currency]', 'chf'],
      ['line_items[0][quantity]', '2'],
      ['line_items[1][price_data][unit_amount]', '900'],
      ['payment_method_types[0]', 'twint'],
      ['metadata[orderId]', '7'],
    ]).toString();
    expect(parseFormBody(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'chf' }, quantity: '2' }, { price_data: { unit_amount: '900' } }],
      payment_method_types: ['twint'],
      metadata: { orderId: '7' },
    });
  });
});
