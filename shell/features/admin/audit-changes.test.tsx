import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { AuditChanges } from './audit-changes';

afterEach(cleanup);

const renderIn = (locale: 'fr' | 'it', after: unknown) =>
  render(
    <IntlProvider locale={locale} messages={compileCatalogue(catalogues[locale])}>
      <AuditChanges before={null} after={after} />
    </IntlProvider>,
  );

describe('AuditChanges', () => {
  it("reads a refused login's reason as words, not as its code", () => {
    renderIn('fr', { reason: 'wrongPassword' });
    expect(screen.getByRole('cell').textContent).toBe('mot de passe erroné');
    cleanup();
    renderIn('it', { reason: 'disabled' });
    expect(screen.getByRole('cell').textContent).toBe('account disattivato');
  });

  it('shows a value that has no text as it is', () => {
    renderIn('fr', { displayName: 'wrongPassword' });
    expect(screen.getByRole('cell').textContent).toBe('wrongPassword');
  });
});
