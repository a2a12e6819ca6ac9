import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { isImageItem } from '../../../shared/domain';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom, configuratorStateAtom } from '../../state/configurator-atoms';
import { selectImagesAtom } from '../../state/design-atoms';
import { FreeCellNote } from './free-cell-note';
import { LayoutChooser } from './layout-chooser';

afterEach(cleanup);

const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });

function renderChooser(count: number) {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(
    selectImagesAtom,
    Array.from({ length: count }, (_, i) => photo(`p${i}`)),
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <LayoutChooser />
        <FreeCellNote />
      </IntlProvider>
    </Provider>,
  );
  const layoutOf = () => {
    const design = store.get(configuratorStateAtom).design[canvas.printAreas[0]!.id];
    return design?.items.filter(isImageItem).map((item) => item.specs.layout);
  };
  return { layoutOf };
}

describe('the layout chooser', () => {
  it('offers the three-photo layouts as a group of radios named by their shape, the first chosen', () => {
    renderChooser(3);
    const radios = within(screen.getByRole('group', { name: 'Anordnung' })).getAllByRole('radio');
    expect(radios.length).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('radio', { name: 'Drei Fotos nebeneinander' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Ein grosses Foto links, zwei kleine rechts' })).toHaveProperty('checked', false);
  });

  it('lays the photos out in the layout chosen', () => {
    const { layoutOf } = renderChooser(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Ein grosses Foto rechts, zwei kleine links' }));
    expect(layoutOf()).toEqual(['feature-right-3', 'feature-right-3', 'feature-right-3']);
    expect(screen.getByRole('radio', { name: 'Ein grosses Foto rechts, zwei kleine links' })).toHaveProperty('checked', true);
  });

  it('offers two photos the layouts with a cell or two free after their own, named with the free cells, and notes a free cell', () => {
    const { layoutOf } = renderChooser(2);
    const names = within(screen.getByRole('group', { name: 'Anordnung' }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(names.slice(0, 2)).toEqual(['Zwei Fotos nebeneinander', 'Zwei Fotos übereinander']);
    expect(names).toContain('Drei Fotos nebeneinander: 3 Felder, 1 frei');
    expect(names).toContain('Raster aus vier Fotos, zwei mal zwei: 4 Felder, 2 frei');
    expect(screen.getByTestId('free-cell-note').textContent).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: 'Drei Fotos nebeneinander: 3 Felder, 1 frei' }));
    expect(layoutOf()).toEqual(['columns-3', 'columns-3']);
    expect(screen.getByTestId('free-cell-note').textContent).toContain('Ein Feld der Collage bleibt frei');
  });

  it('shows no choice for a single photo', () => {
    renderChooser(1);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
