import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffLoginRequest } from '../../../../shared/api/admin-staff';
import { ApiError } from '../../../../shared/api/client';
import { compileCatalogue } from '../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../ui/intl/intl-provider';
import { useAdminForm } from './use-admin-form';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={compileCatalogue(catalogues.en)}>
    {children}
  </IntlProvider>
);
const submitEvent = () => ({ preventDefault: () => undefined }) as FormEvent;
const values = { email: 'anna@example.ch', password: 'secret' };
const useLoginForm = () => useAdminForm({ idPrefix: 'login', order: ['email', 'password'], schema: StaffLoginRequest, serverFields: false });

describe('useAdminForm', () => {
  it("says a refusal in the server's words and keeps the refusal itself", async () => {
    const { result } = renderHook(useLoginForm, { wrapper });
    const refused = new ApiError(403, 'login_challenge', 'Held back');
    await act(async () => result.current.onSubmit(values, () => Promise.reject(refused))(submitEvent()));
    expect(result.current.failure).toBe('Held back');
    expect(result.current.refusal).toBe(refused);
  });

  it('says that a call failed where the server gave no words, and forgets it when sent again', async () => {
    const { result } = renderHook(useLoginForm, { wrapper });
    await act(async () => result.current.onSubmit(values, () => Promise.reject(new Error('offline')))(submitEvent()));
    expect(result.current.failure).toBe(catalogues.en['admin.loadFailed']);
    await act(async () => result.current.onSubmit(values, () => Promise.resolve())(submitEvent()));
    expect(result.current.failure).toBeNull();
  });
});
