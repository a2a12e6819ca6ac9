import { createStaticHandler, data, isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dehydrate, rehydrate, scriptSafeJson } from './page-data';

/** What a thrown `data(…, { status })` becomes in the router's state. */
async function errorResponseOf(thrown: unknown) {
  const handler = createStaticHandler([
    {
      id: 'page',
      path: '/',
      loader: () => {
        throw thrown;
      },
    },
  ]);
  const context = await handler.query(new Request('http://shop.test/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return context;
}

describe('page data', () => {
  it('cannot end its script element: "<" is written as \\u003c and read back unchanged', () => {
    const value = { text: '</script><script>alert(1)</script><!--' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves the messages out (their own chunk) and puts them back', () => {
    const router = dehydrate({ loaderData: { locale: { locale: 'de', messages: { a: 'A' }, navigation: { main: [], header: [] } } }, errors: null });
    expect(JSON.stringify(router)).not.toContain('"A"');
    const state = rehydrate(JSON.parse(JSON.stringify(router)) as typeof router, { a: 'B' });
    expect(state.loaderData?.locale).toEqual({ locale: 'de', messages: { a: 'B' }, navigation: { main: [], header: [] } });
  });

  it('carries a 404 thrown by a loader to the browser as the same error response', async () => {
    const context = await errorResponseOf(data('product', { status: 404 }));
    const state = rehydrate(JSON.parse(JSON.stringify(dehydrate(context))) as ReturnType<typeof dehydrate>, {});
    const error = state.errors?.page;
    expect(isRouteErrorResponse(error) && error.status === 404 && error.data === 'product').toBe(true);
  });

  it('carries any other failure as an error with its message', async () => {
    const context = await errorResponseOf(new Error('API down'));
    const state = rehydrate(JSON.parse(JSON.stringify(dehydrate(context))) as ReturnType<typeof dehydrate>, {});
    expect(state.errors?.page).toEqual(new Error('API down'));
  });
});
