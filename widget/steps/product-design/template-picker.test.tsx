import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { isImageItem } from '../../../shared/domain';
import { canvas } from '../../../shared/domain/test-fixtures';
import { frontOrientation } from '../../../shared/domain/template/design-template';
import { titled } from '../../../shared/domain/template/template-test-fixtures';
import { isTextItem } from '../../../shared/domain/text/text-item';
import { areaGeometry } from '../../../shared/domain/design/image-design';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom, configuratorStateAtom } from '../../state/configurator-atoms';
import { canUndoAtom, selectImagesAtom, undoAtom } from '../../state/design-atoms';
import { designAreaAtom } from '../../state/state-slices';
import { TemplatePicker } from './template-picker';

afterEach(cleanup);

const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });
// The canvas's print area as the check sizes it in its default configuration.
const sized = createStore();
sized.set(chooseProductAtom, canvas);
const area = sized.get(designAreaAtom)!;
const orientation = frontOrientation(areaGeometry(area).front);
const other = orientation === 'portrait' ? 'landscape' : 'portrait';

const single = {
  ...titled,
  id: 'single',
  layout: null,
  names: { de: 'Foto mit Titel', fr: 'Photo avec titre', it: 'Foto con titolo', en: 'Photo with title' },
  orientation,
};
const three = { ...titled, orientation };
const elsewhere = { ...titled, id: 'elsewhere', names: { ...titled.names, de: 'Andere Ausrichtung' }, orientation: other };

function renderPicker(count: number) {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(
    selectImagesAtom,
    Array.from({ length: count }, (_, i) => photo(`p${i}`)),
  );
  const api = (async () => [elsewhere, single, three]) as unknown as ApiClient;
  render(
    <Provider store={store}>
      <IntlProvider locale="fr-CH" messages={compileCatalogue(catalogues.fr)}>
        <TemplatePicker api={api} />
      </IntlProvider>
    </Provider>,
  );
  const design = () => store.get(configuratorStateAtom).design[area.id];
  return { store, design };
}

describe('the template picker', () => {
  it('offers the templates of the product’s orientation as radios named in the shopper’s language, those the photos fill first', async () => {
    renderPicker(3);
    const group = await screen.findByRole('group', { name: 'Modèles avec texte' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Trois photos et un titre', 'Photo avec titre']);
    expect(radios.every((radio) => (radio as HTMLInputElement).checked === false)).toBe(true);
  });

  it('applies the picked template with the shopper’s photos and its texts, as one undo step', async () => {
    const { store, design } = renderPicker(3);
    fireEvent.click(await screen.findByRole('radio', { name: 'Trois photos et un titre' }));
    expect(screen.getByRole('radio', { name: 'Trois photos et un titre' })).toHaveProperty('checked', true);
    const items = design()?.items ?? [];
    expect(items.filter(isImageItem).map((item) => [item.specs.orig.id, item.specs.layout])).toEqual([
      ['p0', 'feature-left-3'],
      ['p1', 'feature-left-3'],
      ['p2', 'feature-left-3'],
    ]);
    expect(items.filter(isTextItem).map((item) => item.specs.text)).toEqual(['Ferien 2026']);
    expect(store.get(canUndoAtom)).toBe(true);
    store.set(undoAtom);
    expect(design()?.items.filter(isTextItem)).toEqual([]);
  });

  it('fills every cell when the shopper has fewer photos than the template', async () => {
    const { design } = renderPicker(2);
    fireEvent.click(await screen.findByRole('radio', { name: 'Trois photos et un titre' }));
    expect(design()?.items.filter(isImageItem)).toHaveLength(2);
  });
});
