import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../shared/api/client';
import { getProduct } from '../../shared/api/config';
import { canvas } from '../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import { catalogues } from '../../shared/i18n/messages';
import Configurator from './configurator';
import { preloadProduct, type PreloadedProduct } from './preloaded-product';

afterEach(cleanup);

type Api = (...input: unknown[]) => Promise<unknown>;
const offline: Api = () => Promise.reject(new Error('not asked'));

const configurator = (product: PreloadedProduct | undefined, api: Api = offline) => (
  <Configurator
    api={api as ApiClient}
    locale="de"
    messages={compileCatalogue(catalogues.de)}
    productId={canvas.id}
    mayHaveDrafts={() => false}
    product={product}
  />
);

// A server render runs no effects: what it writes is the configurator's first render alone.
describe('the configurator’s first render', () => {
  it('is the first step when the host’s product has arrived (the embed asks while React DOM downloads)', () => {
    const html = renderToString(configurator(preloadProduct(canvas)));
    expect(html).toContain('<h1 part="heading">Leinwand</h1>');
    expect(html).toContain('data-testid="price-total">CHF\u00a035.90<');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('is the loading line while the product is still asked for', () => {
    expect(renderToString(configurator(preloadProduct(new Promise(() => undefined))))).toContain('aria-busy="true"');
    expect(renderToString(configurator(undefined))).toContain('aria-busy="true"');
  });
});

describe('the configurator’s start with the host’s product', () => {
  it('shows the first step once a product asked for arrives, asking for nothing itself', async () => {
    const api = vi.fn<Api>(offline);
    render(configurator(preloadProduct(new Promise((resolve) => setTimeout(resolve, 10, canvas))), api));
    expect(screen.getByText(catalogues.de['configurator.loading'])).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leinwand' })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for the product itself when the host’s asking failed', async () => {
    const api = vi.fn<Api>(() => Promise.resolve(canvas));
    render(configurator(preloadProduct(Promise.reject(new Error('offline'))), api));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leinwand' })).toBeTruthy();
    expect(api).toHaveBeenCalledWith(getProduct, { params: { productId: canvas.id } });
  });
});
