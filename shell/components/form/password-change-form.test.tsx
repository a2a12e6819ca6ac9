import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import type { PasswordChangeRequest } from '../../../shared/api/password-change';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { PasswordChangeForm } from './password-change-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Send = (body: PasswordChangeRequest) => Promise<{ endedSessions: number }>;

function renderForm(send: Send) {
  render(
    <IntlProvider locale="en" messages={compileCatalogue(catalogues.en)}>
      <PasswordChangeForm
        idPrefix="pw"
        testId="pw-form"
        className="account-form"
        send={send}
        submit="admin.account.save"
        changedText={({ endedSessions }) => `Ended ${endedSessions}.`}
      />
    </IntlProvider>,
  );
}

const input = (name: string) => document.getElementById(`pw-${name}`) as HTMLInputElement;
const fill = (current: string, next: string, again = next) => {
  fireEvent.change(input('currentPassword'), { target: { value: current } });
  fireEvent.change(input('password'), { target: { value: next } });
  fireEvent.change(input('passwordConfirmation'), { target: { value: again } });
};
const submit = () => act(async () => fireEvent.submit(screen.getByTestId('pw-form')));

describe('PasswordChangeForm', () => {
  it('checks with the shared schema before sending: two different new passwords are not sent', async () => {
    const send = vi.fn<Send>();
    renderForm(send);
    fill('old-password-1', 'ginger-tram-lighthouse-62', 'ginger-tram-lighthouse-63');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(document.getElementById('pw-passwordConfirmation-error')?.textContent).not.toBe('');
  });

  it("shows the server's field error at its field, and the success notice once changed, the fields emptied", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'Check', { currentPassword: ['The current password is not correct.'] }))
      .mockResolvedValueOnce({ endedSessions: 2 });
    renderForm(send);
    fill('wrong-password', 'ginger-tram-lighthouse-62');
    await submit();
    expect(document.getElementById('pw-currentPassword-error')?.textContent).toBe('The current password is not correct.');
    expect(screen.queryByTestId('pw-changed')).toBeNull();

    fill('right-password', 'ginger-tram-lighthouse-62');
    await submit();
    expect(send).toHaveBeenLastCalledWith({
      currentPassword: 'right-password',
      password: 'ginger-tram-lighthouse-62',
      passwordConfirmation: 'ginger-tram-lighthouse-62',
    });
    expect(screen.getByTestId('pw-changed').textContent).toBe('Ended 2.');
    expect(input('password').value).toBe('');
  });

  it("words another failure: the server's message, or that the server could not be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError(429, 'rate_limited', 'Too many tries.'))
      .mockRejectedValueOnce(new TypeError('network'));
    renderForm(send);
    fill('old-password-1', 'ginger-tram-lighthouse-62');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Too many tries.');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Error communicating with the server. Please try again later.');
  });
});
