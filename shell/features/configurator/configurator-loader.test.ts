import { type LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canvas } from '../../../shared/domain/test-fixtures';
import { createApiClient } from '../../../shared/api/client';
import { createLeanApi } from '../../lib/lean-api';
import { configuratorLoader } from './configurator-loader';

/** The shop's API as the loader reads it: canvas is a product, an id with capitals none it accepts. */
const api = createLeanApi(
  createApiClient({
    baseUrl: '',
    language: () => 'de',
    fetch: async (url) => {
      const status = url.endsWith('/canvas/product') ? 200 : url.includes('Canvas') ? 400 : 404;
      const body = status === 200 ? canvas : { error: { code: status === 400 ? 'bad_request' : 'not_found', message: 'refused' } };
      return { status, ok: status === 200, json: async () => body, text: async () => JSON.stringify(body) };
    },
  }),
);
const load = (productId?: string) => {
  const request = new Request(`http://shop.test/fr/configurator/${productId ?? ''}`);
  const args: LoaderFunctionArgs = {
    params: { lang: 'fr', productId },
    request,
    url: new URL(request.url),
    pattern: '/:lang/configurator/:productId?',
    context: new RouterContextProvider(),
  };
  return configuratorLoader(api)(args);
};

async function thrownBy(loading: Promise<unknown>) {
  try {
    await loading;
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('the configurator page’s loader', () => {
  it('answers the product in the page’s language, for the configurator to start with', async () => {
    expect(await load('canvas')).toEqual({ locale: 'fr', product: canvas });
  });

  it('answers nothing on the start page, which names no product', async () => {
    expect(await load()).toBeNull();
  });

  it.each(['no-such-product', 'Canvas'])('makes %s a 404 page of an unknown product', async (productId) => {
    expect(await thrownBy(load(productId))).toMatchObject({ data: 'product', init: { status: 404 } });
  });
});
