import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Preflight } from '../../../shared/api/preflight';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { ProductionPreflight } from './production-preflight';

afterEach(cleanup);

const SHA = 'ab'.repeat(32);

const renderIn = (locale: 'de' | 'fr' | 'it' | 'en', preflight: Preflight) =>
  render(
    <IntlProvider locale={locale} messages={compileCatalogue(catalogues[locale])}>
      <ProductionPreflight preflight={preflight} />
    </IntlProvider>,
  );

const refused: Preflight = {
  passed: false,
  sha256: SHA,
  checks: [
    { id: 'pdfx', ok: true, values: { version: 'PDF/X-4', trapped: 'False' } },
    { id: 'resolution', ok: false, values: { page: 1, cell: 2, dpi: 20, minimum: 50, quality: 'refuse', confirmed: 'false' } },
  ],
};

describe('ProductionPreflight', () => {
  it('words each failed check with its values, in the staff member’s language', () => {
    renderIn('fr', refused);
    expect(screen.getByRole('listitem').textContent).toBe(
      'Page 1, image 2 : 20 dpi effectifs, sous le minimum de 50 dpi, sans l’accord du client ou de la cliente.',
    );
  });

  it('says a file passed without listing its checks', () => {
    renderIn('de', { ...refused, passed: true, checks: [refused.checks[0]!] });
    expect(screen.getByText('Preflight bestanden')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shortens the SHA-256 and keeps the whole one to copy', () => {
    renderIn('en', refused);
    expect(screen.getByText(`${SHA.slice(0, 12)}…`)).toBeTruthy();
    expect(screen.getByTestId('preflight-sha256').textContent).toBe(SHA);
  });
});
