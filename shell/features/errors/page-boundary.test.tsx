import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from './page-boundary';
import type { Catalogue } from '../../../shared/i18n/messages';

vi.mock('./lazy-error-page', () => ({
  LazyErrorPage: ({ status }: { status: number }) => {
    if (status === 500 && (globalThis as { breakErrorPage?: boolean }).breakErrorPage) throw new Error('error page broke');
    return <h1>error page {status}</h1>;
  },
}));

afterEach(() => {
  cleanup();
  (globalThis as { breakErrorPage?: boolean }).breakErrorPage = false;
});

function Broken(): never {
  throw new Error('page broke');
}

function renderBroken() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <IntlProvider locale="de" messages={{} as Catalogue}>
      <MemoryRouter initialEntries={['/de/x']}>
        <PageBoundary>
          <Broken />
        </PageBoundary>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('PageBoundary', () => {
  it('shows the error page when a page throws', () => {
    renderBroken();
    expect(screen.getByRole('heading', { name: 'error page 500' })).toBeTruthy();
  });

  it('falls back to plain text with a link home when the error page throws too', () => {
    (globalThis as { breakErrorPage?: boolean }).breakErrorPage = true;
    renderBroken();
    expect(screen.getByTestId('root-fallback').textContent).toContain('Fehler');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/de');
  });
});
