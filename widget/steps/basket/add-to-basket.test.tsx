import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { imageDesign } from '../../../shared/domain';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom, configuratorStateAtom } from '../../state/configurator-atoms';
import { AddToBasket } from './add-to-basket';

afterEach(cleanup);

// The server is never asked while a picture is missing; asked, this answer fails the test.
const unasked = (() => Promise.reject(new Error('the server was asked'))) as unknown as ApiClient;

function renderButton(withPicture: boolean) {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  if (withPicture) {
    const state = store.get(configuratorStateAtom);
    const area = state.instruction.printAreas[0]!;
    const design = imageDesign(area, [{ orig: { id: 'photo', width: 6000, height: 4000 }, src: '' }], null);
    store.set(configuratorStateAtom, { ...state, design: { [area.id]: design } });
  }
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <AddToBasket api={unasked} locale="de" shopBase="" />
      </IntlProvider>
    </Provider>,
  );
  return screen.getByRole('button', { name: 'In den Warenkorb' });
}

describe('"In den Warenkorb" of a product that prints a picture', () => {
  it('is not offered while the design has none', () => {
    expect(renderButton(false).getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses the click itself, with the step’s words, and asks no server', () => {
    fireEvent.click(renderButton(false));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie zuerst ein Bild.');
  });

  it('is offered once a picture is placed', () => {
    expect(renderButton(true).getAttribute('aria-disabled')).toBe('false');
  });
});
