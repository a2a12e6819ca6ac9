import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../state/configurator-atoms';
import { canUndoAtom, selectImagesAtom, undoAtom } from '../../state/design-atoms';
import { imageItemsAtom } from '../../state/state-slices';
import { AdjustPicker } from './adjust-picker';

afterEach(cleanup);

const photos = ['a', 'b'].map((id) => ({ orig: { id, width: 4000, height: 3000 }, src: `/images/${id}.jpg` }));

/** The picker for image `index` of a two-photo collage, in German. */
function renderPicker(index: number) {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(selectImagesAtom, photos);
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <AdjustPicker index={index} />
      </IntlProvider>
    </Provider>,
  );
  const adjusts = () => store.get(imageItemsAtom).map((item) => item.specs.adjust);
  return { store, adjusts };
}

describe('the photo colour picker', () => {
  it('offers the four choices by name, for the selected image of a collage, the original chosen', () => {
    renderPicker(1);
    expect(screen.getByRole('group', { name: 'Farben von Bild 2' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Original', 'Schwarzweiss', 'Sepia', 'Automatisch optimiert']);
    expect(screen.getByRole('radio', { name: 'Original' })).toHaveProperty('checked', true);
  });

  it('turns only the selected image black and white, as one undo step', () => {
    const { store, adjusts } = renderPicker(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Schwarzweiss' }));
    expect(adjusts()).toEqual([undefined, 'bw']);
    expect(screen.getByRole('radio', { name: 'Schwarzweiss' })).toHaveProperty('checked', true);
    expect(store.get(canUndoAtom)).toBe(true);
    store.set(undoAtom);
    expect(adjusts()).toEqual([undefined, undefined]);
  });
});
