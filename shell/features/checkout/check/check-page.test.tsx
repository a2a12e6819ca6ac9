import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/client';
import { catalogues } from '../../../../shared/i18n/messages';
import { renderPage } from '../../../test/render-page';
import { CheckPage } from './check-page';

const calls = vi.hoisted(() => ({ confirm: vi.fn<() => Promise<unknown>>() }));

vi.mock('../../../lib/api', () => ({
  api: (endpoint: { path: string }) => (endpoint.path === '/api/checkout/confirm' ? calls.confirm() : Promise.reject(new Error(endpoint.path))),
}));
vi.mock('../basket-context', async () => {
  const { basketView: view } = await import('../test-basket');
  const ready = view({}, { termsAccepted: true, missing: [] });
  return {
    useBasketView: () => ready,
    useBasket: () => ({ view: ready, failure: null, retry: () => undefined, run: (call: Promise<unknown>) => call, priceChanges: [] }),
  };
});

afterEach(cleanup);

function renderCheck(locale: 'de' | 'fr' | 'it' | 'en') {
  renderPage(<CheckPage />, { locale, path: '/checkout/check' });
}

describe('CheckPage', () => {
  it('shows the server’s message when the order is refused for too many orders (429), and stays on the page', async () => {
    const text = catalogues.it['checkout.confirm.tooManyForEmail'];
    calls.confirm.mockRejectedValueOnce(new ApiError(429, 'rate_limited', text));
    renderCheck('it');
    fireEvent.click(screen.getByTestId('order-now'));
    await waitFor(() => expect(screen.getByTestId('confirm-error').textContent).toBe(text));
    // Not the 'try again' of a lost answer: pressing again at once would be refused again.
    expect(screen.getByTestId('order-now').textContent).toBe(catalogues.it['order.check.orderNow']);
  });
});
