import { describe, expect, it } from 'vitest';
import { CheckResultSchema } from '../../../shared/api/config-check';
import { getProduct } from '../../../shared/api/config';
import { useTestApp } from '../../test/use-test-app';
import { expectError } from '../../test/expect-error';
import { checkConfiguration } from '../../../shared/domain/check/check-configuration';

const t = useTestApp();

const post = (productId: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/config/${productId}/check`, payload: payload as object, headers });

describe('POST /api/config/{productId}/check', () => {
  it('prices the default configuration exactly as the shared domain does', async () => {
    const product = getProduct.response.parse((await t.app.inject({ url: '/api/config/canvas/product' })).json());
    const res = await post('canvas', { configuration: product.defaultConfiguration, quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const result = CheckResultSchema.parse(res.json());
    const local = checkConfiguration(product, product.defaultConfiguration, 3, new Date());
    expect(result.errors).toEqual([]);
    expect(result.price.unitRappen).toBe(local.price.unitRappen);
    expect(result.price.totalRappen).toBe(3 * result.price.unitRappen);
    expect(result.price.unitRappen % 100).toBe(90);
    expect(result.shippingOptions.length).toBeGreaterThan(0);
    expect(result.bom.some((line) => line.sizeType === 'frame')).toBe(true);
    expect(result.customerDetails.length).toBe(product.attributes.length);
  });

  it('answers check errors as data with status 200, in the shape the UI words', async () => {
    const res = await post('poster', { configuration: { size: { custom: true, width: 400, height: 30 }, nope: 'x' }, quantity: 1 });
    expect(res.statusCode).toBe(200);
    const { errors } = CheckResultSchema.parse(res.json());
    const codes = errors.map((e) => e.code);
    expect(codes).toContain('invalid attribute configured');
    expect(codes.some((c) => c.endsWith('TooBig'))).toBe(true);
  });

  it('answers a custom size inside the limits without errors', async () => {
    const res = await post('canvas', { configuration: { size: { custom: true, width: 55, height: 45 } } });
    const result = CheckResultSchema.parse(res.json());
    expect(result.errors).toEqual([]);
    expect(result.price.quantity).toBe(1);
    expect(result.printAreas[0]?.specs.width).toBe(550);
  });

  it('refuses malformed bodies with 400 and field messages, never 500', async () => {
    const bad = [
      { quantity: 1 },
      { configuration: { size: 42 }, quantity: 1 },
      { configuration: {}, quantity: 0 },
      { configuration: {}, quantity: 1.5 },
      { configuration: {}, quantity: 1, price: 1 },
    ];
    for (const payload of bad) {
      const body = expectError(await post('canvas', payload), 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {}).length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/config/canvas/check',
      payload: '{"configuration": {',
      headers: { 'content-type': 'application/json' },
    });
    expectError(broken, 400, 'bad_request');
  });

  it('refuses form and text bodies with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/config/canvas/check', payload: 'configuration=1', headers: { 'content-type': type } });
      expectError(res, 415, 'unsupported_media_type');
    }
  });

  it('answers an unknown product with 404', async () => {
    expectError(await post('no-such', { configuration: {}, quantity: 1 }), 404, 'not_found');
  });
});
