import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../../shared/i18n/compile-message';
import { formatRappen } from '../../../../shared/i18n/format';
import { catalogues } from '../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../ui/intl/intl-provider';
import { AdminSessionContext } from '../admin-session';
import { useAdminFormat } from './use-admin-format';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="fr" messages={compileCatalogue(catalogues.fr)}>
    <AdminSessionContext.Provider value={{ me: null, setMe: () => undefined, locale: 'fr', changeLanguage: () => undefined }}>
      {children}
    </AdminSessionContext.Provider>
  </IntlProvider>
);

describe('useAdminFormat', () => {
  it("words texts, francs and moments (in Zurich's time) in the staff member's language", () => {
    const { result } = renderHook(useAdminFormat, { wrapper });
    expect(result.current.t('admin.loadFailed')).toBe(catalogues.fr['admin.loadFailed']);
    expect(result.current.chf(12345)).toBe(formatRappen(12345, 'fr'));
    // 23:30 UTC on 31 December is already New Year in Zurich.
    expect(result.current.moment('2025-12-31T23:30:00Z')).toContain('2026');
  });
});
