import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { Product } from '../../../shared/domain';
import { canvas, mugInput } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { locales } from '../../../shared/i18n/locales';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../state/configurator-atoms';
import { PriceSummary } from './price-summary';

afterEach(cleanup);

// A gift voucher is what the catalogue gives a voucher value: its sale carries no VAT.
const giftVoucher = Product.parse({ ...mugInput, id: 'gift-voucher', voucherValue: 50, printsDesign: false });

function renderSummary(product: Product, locale: (typeof locales)[number]) {
  const store = createStore();
  store.set(chooseProductAtom, product);
  render(
    <Provider store={store}>
      <IntlProvider locale={`${locale}-CH`} messages={compileCatalogue(catalogues[locale])}>
        <PriceSummary locale={locale} />
      </IntlProvider>
    </Provider>,
  );
  return screen.getByTestId('price-vat').textContent;
}

describe('the price box’s VAT line', () => {
  it.each(locales)('says a gift voucher is sold without VAT (%s)', (locale) => {
    expect(renderSummary(giftVoucher, locale)).toBe(catalogues[locale]['configurator.summary.noVat']);
  });

  it('says VAT is included for goods', () => {
    expect(renderSummary(canvas, 'de')).toBe('inkl. MWST');
  });
});
