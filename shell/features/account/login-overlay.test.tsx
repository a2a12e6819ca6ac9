import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { accountOverlayAtom } from '../../session/account-state';
import { renderPage } from '../../test/render-page';
import LoginOverlay from './login-overlay';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const messages = compileCatalogue(catalogues.de);
const CHALLENGE = 'Dieses Konto wurde zu oft mit falschen Passwörtern versucht … War Ihr Passwort richtig, haben wir Ihnen einen Anmeldelink gesendet.';

function renderOverlay() {
  const store = createStore();
  store.set(accountOverlayAtom, 'login');
  renderPage(<LoginOverlay />, { store });
}

describe('LoginOverlay', () => {
  it('says what the held-back login means (403 login_challenge): the server’s words, as an alert, not as a wrong password', async () => {
    const fetch = vi.fn<() => Promise<Response>>(async () =>
      Response.json({ error: { code: 'login_challenge', message: CHALLENGE } }, { status: 403, headers: { 'retry-after': '900' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderOverlay();
    fireEvent.change(await screen.findByLabelText(/Benutzername/), { target: { value: 'lea' } });
    fireEvent.change(screen.getByLabelText(/Passwort/), { target: { value: 'right-or-wrong' } });
    fireEvent.click(screen.getByRole('button', { name: messages['account.login.submit'] as string }));
    const notice = await screen.findByTestId('account-notice');
    expect(notice.textContent).toBe(CHALLENGE);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('login-failed')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
