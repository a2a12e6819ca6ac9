import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getKnownFromOptions } from '../../../shared/api/selfcare';
import { locales } from '../../../shared/i18n/locales';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/selfcare/knownFromOptions', () => {
  it.each(locales)('lists the options in %s, some with a follow-up question', async (locale) => {
    const res = await t.app.inject({ url: '/api/selfcare/knownFromOptions', headers: { 'accept-language': locale } });
    expect(res.statusCode).toBe(200);
    const options = getKnownFromOptions.response.parse(res.json());
    expect(options.length).toBeGreaterThanOrEqual(5);
    expect(options.some((o) => o.question !== null)).toBe(true);
    expect(options.some((o) => o.question === null)).toBe(true);
  });
});
