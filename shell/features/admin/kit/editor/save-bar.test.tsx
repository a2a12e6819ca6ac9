import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../../ui/intl/intl-provider';
import { SaveBar } from './save-bar';

afterEach(cleanup);

const renderBar = (pending: boolean, pendingText?: string) =>
  render(
    <IntlProvider locale="en" messages={compileCatalogue(catalogues.en)}>
      <SaveBar name="note" editor={{ pending, busy: false, discard: () => undefined }} pendingText={pendingText} saveLabel="Save" />
    </IntlProvider>,
  );

describe('SaveBar', () => {
  it.each([
    [true, 'Unsaved changes'],
    [false, 'Everything saved'],
  ])('says by default whether anything is unsaved (pending: %s)', (pending, text) => {
    renderBar(pending);
    expect(screen.getByTestId('note-pending').textContent).toBe(text);
  });

  it('says what the editor counts where it is given', () => {
    renderBar(true, '3 changes');
    expect(screen.getByTestId('note-pending').textContent).toBe('3 changes');
  });
});
