import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceChange } from '../../../shared/api/basket-view';
import { formatRappen } from '../../../shared/i18n/format';
import { renderPage } from '../../test/render-page';
import { PriceChangeNotice } from './price-change-notice';

const basket = vi.hoisted(() => ({ priceChanges: [] as PriceChange[] }));

vi.mock('./basket-context', async () => {
  const { basketView } = await import('./test-basket');
  return { useBasket: () => ({ view: basketView(), priceChanges: basket.priceChanges }) };
});

afterEach(cleanup);

function renderNotice(locale: 'de' | 'fr') {
  renderPage(<PriceChangeNotice />, { locale, path: '/checkout/basket' });
}

describe('PriceChangeNotice', () => {
  it('says which item costs what now and what it cost when it was put in the basket', () => {
    basket.priceChanges = [{ itemId: 7, productName: 'Canvas', fromUnitRappen: 8790, toUnitRappen: 9790 }];
    renderNotice('de');
    expect(screen.getByRole('status').textContent).toBe(
      `Der Preis von Canvas hat sich geändert, seit Sie den Artikel in den Warenkorb gelegt haben: neu ${formatRappen(9790, 'de')} statt ${formatRappen(8790, 'de')} pro Stück.`,
    );
  });

  it('says nothing of an item no longer in the basket', () => {
    basket.priceChanges = [{ itemId: 99, productName: 'Poster', fromUnitRappen: 100, toUnitRappen: 200 }];
    renderNotice('fr');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
