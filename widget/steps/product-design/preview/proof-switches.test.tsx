import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../ui/intl/intl-provider';
import { gamutWarningAtom, softProofAtom } from './preview-atoms';
import { ProofSwitches } from './proof-switches';

afterEach(cleanup);

const input = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });
/** What a screen reader reads after an element's name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function renderSwitches() {
  const store = createStore();
  render(
    <Provider store={store}>
      <IntlProvider locale="en-CH" messages={compileCatalogue(catalogues.en)}>
        <ProofSwitches />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('the soft proof switches', () => {
  it('is a switch described by what the proof shows', () => {
    renderSwitches();
    const proof = input('Soft proof');
    expect(proof.checked).toBe(false);
    expect(description(proof)).toMatch(/as the material prints it/);
  });

  it('offers the gamut warning only with the proof on, and describes the hatching once it is on', () => {
    const store = renderSwitches();
    const gamut = input('Show colours the material cannot print');
    expect(gamut.disabled).toBe(true);
    fireEvent.click(input('Soft proof'));
    expect(store.get(softProofAtom)).toBe(true);
    expect(gamut.disabled).toBe(false);
    fireEvent.click(gamut);
    expect(store.get(gamutWarningAtom)).toBe(true);
    expect(gamut.checked).toBe(true);
    expect(description(gamut)).toMatch(/Hatched in magenta/);
    expect(screen.getByText(/Hatched in magenta/).hidden).toBe(false);
  });
});
