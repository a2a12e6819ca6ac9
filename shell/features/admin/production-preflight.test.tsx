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
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe(
      'Page 1, image 2 : 20 dpi effectifs, sous le minimum de 50 dpi, sans l’accord du client ou de la cliente.',
    );
  });

  it('lists the values worth a look: each cell’s resolution, the ink coverage, the printing condition', () => {
    const checks: Preflight['checks'] = [
      { id: 'outputIntent', ok: true, values: { count: 1, identifier: 'FOGRA39', expected: 'FOGRA39' } },
      { id: 'resolution', ok: true, values: { page: 1, cell: 1, dpi: 201, minimum: 50, quality: 'sharp', confirmed: 'false' } },
      { id: 'inkCoverage', ok: true, values: { page: 1, image: 'Print1', max: 288, share: 0, limit: 300 } },
    ];
    renderIn('en', { passed: true, sha256: SHA, checks });
    const figures = screen.getByRole('list', { name: 'Values checked' });
    expect([...figures.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Printing condition: FOGRA39',
      'Page 1, image 1: 201 dpi effective',
      'Page 1: ink coverage up to 288 % (limit 300 %)',
    ]);
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
