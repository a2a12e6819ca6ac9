import { describe, expect, it } from 'vitest';
import { getKnownFromOptions } from '../../../shared/api/selfcare';
import { locales } from '../../../shared/i18n/locales';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

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

describe('OpenAPI', () => {
  it('documents every account call with its summary and error statuses', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    const calls: [string, string][] = [
      ['/api/selfcare/register', 'post'],
      ['/api/selfcare/login', 'post'],
      ['/api/selfcare/logout', 'post'],
      ['/api/selfcare/lostcredentials', 'post'],
      ['/api/selfcare/lostcredentials/newpassword', 'post'],
      ['/api/selfcare/data', 'get'],
      ['/api/selfcare/addresses', 'post'],
      ['/api/selfcare/addresses/{id}', 'put'],
      ['/api/selfcare/addresses/{id}', 'delete'],
      ['/api/selfcare/setdefaultaddress', 'post'],
      ['/api/selfcare/contacts/{id}', 'put'],
      ['/api/selfcare/orders', 'get'],
    ];
    for (const [path, method] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toMatch(/^.{20,}$/);
    }
    expect(Object.keys(doc.paths['/api/selfcare/login']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(doc.paths['/api/selfcare/lostcredentials']?.post?.summary).toContain('notfound');
  });
});
