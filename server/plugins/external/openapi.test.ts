import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI document: every $ref resolves', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    // validate() dereferences in place: hand it a copy, keep the served text for the $ref check.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const name of refs) expect(doc.components?.schemas?.[name as string], `dangling $ref ${name}`).toBeDefined();
  });
});
