import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_STATUSES } from '../../http/route';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('the served OpenAPI document', () => {
  it('is a valid OpenAPI document: every $ref resolves', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    // validate() dereferences in place: hand it a copy, keep the served text for the $ref check.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const name of refs) expect(doc.components?.schemas?.[name as string], `dangling $ref ${name}`).toBeDefined();
  });
});

type Operation = { responses: Record<string, unknown> };

describe('every documented operation', () => {
  it('documents the common error statuses, and 404 and 414 where it has a path parameter', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses).map(Number);
        for (const status of [...COMMON_ERROR_STATUSES, ...(path.includes('{') ? [404, 414] : [])]) expect(statuses, `${method} ${path}`).toContain(status);
      }
    }
  });

  it('answers hostile requests only with statuses it documents', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    let probes = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const documented = Object.keys(operation.responses).map(Number);
        const url = path.replace(/\{[^}]+\}/g, '1');
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const requests = [
          { url },
          { url: `${url}?unexpected=1` },
          { url, headers: { origin: 'https://evil.example' } },
          ...(path.includes('{') ? [{ url: path.replace(/\{[^}]+\}/g, '7'.repeat(300)) }] : []),
          ...(upper === 'POST' || upper === 'PUT'
            ? [
                { url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
                { url, headers: { 'content-type': 'application/json' }, payload: '{"broken":' },
                { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }) },
              ]
            : []),
        ];
        for (const request of requests) {
          const res = await t.app.inject({ method: upper, ...request });
          probes += 1;
          expect(
            documented,
            `${upper} ${request.url.slice(0, 80)} ${JSON.stringify(request.headers ?? {})} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toContain(res.statusCode);
        }
      }
    }
    expect(probes).toBeGreaterThan(150);
  });
});
