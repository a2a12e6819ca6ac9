import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../../shared/api/error';
import { HttpError } from '../../http/http-error';
import errors from './errors';
import locale from './locale';

let app: ReturnType<typeof Fastify>;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(locale);
  await app.register(errors);
  app.get('/limit-with-window', async () => {
    throw new HttpError('rate_limited', undefined, undefined, { retryAfterSeconds: 42 });
  });
  app.get('/limit-without-window', async () => {
    throw new HttpError('rate_limited');
  });
  app.get('/plugin-429', async () => {
    throw Object.assign(new Error('slow down'), { statusCode: 429 });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('429 answers', () => {
  it('carry the limit’s own Retry-After', async () => {
    const res = await app.inject({ url: '/limit-with-window' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
  });

  it.each(['/limit-without-window', '/plugin-429'])('%s: every other 429 says when to try again too, in the one error shape', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-language': 'it' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(ApiErrorBody.parse(res.json()).error.code).toBe('rate_limited');
  });
});
