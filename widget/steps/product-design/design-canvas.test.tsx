import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../state/configurator-atoms';
import { selectImagesAtom, undoAtom } from '../../state/design-atoms';
import { historyAtom } from '../../state/design-rebuild';
import { imageItemsAtom } from '../../state/state-slices';
import { DesignCanvas } from './design-canvas';
import { addTextAtom, textItemsAtom } from './text/text-atoms';

// jsdom lays nothing out and draws nothing: the canvas is 400 px wide, and Konva (which needs a 2D context) draws nowhere.
// The gesture is the canvas element's, outside Konva, so these tests see it all.
vi.mock('./use-width', () => ({ useWidth: () => 400 }));
vi.mock('react-konva', () => ({
  Stage: () => null,
  Layer: () => null,
  Group: () => null,
  Rect: () => null,
  Image: () => null,
  Line: () => null,
  Shape: () => null,
}));

afterEach(cleanup);

function renderCanvas() {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(selectImagesAtom, [{ orig: { id: 'a', width: 4000, height: 3000 }, src: '/images/a.jpg' }]);
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <DesignCanvas selected={0} onSelect={() => {}} />
      </IntlProvider>
    </Provider>,
  );
  const placement = () => store.get(imageItemsAtom)[0]!.specs.placement;
  return { store, placement, element: screen.getByTestId('design-canvas') };
}

const touches = (...points: [number, number][]) => ({ touches: points.map(([clientX, clientY]) => ({ clientX, clientY })) });

describe('the design canvas', () => {
  it('names the keys of its texts too, in every language', () => {
    const { element } = renderCanvas();
    expect(element.getAttribute('aria-label')).toMatch(/Text hinzufügen mit T, Texte durchgehen mit Tab, bearbeiten mit Enter, entfernen mit Entf/);
    for (const catalogue of Object.values(catalogues))
      expect(catalogue['design.canvas.label']).toMatch(/ T, .* Tab, .* (Enter|Entrée|Invio), .* (Entf|Suppr|Canc|Delete)$/);
  });
});

describe('two fingers on the design canvas', () => {
  it('zoom the photo as they spread and turn it as they turn, as one undo step', () => {
    const { store, placement, element } = renderCanvas();
    const before = placement();
    fireEvent.touchStart(element, touches([150, 100], [250, 100]));
    fireEvent.touchMove(element, touches([140, 90], [260, 110]));
    // Twice as far apart about the same middle, the line between them turned by 45° clockwise.
    const d = 100 / Math.SQRT2;
    fireEvent.touchMove(element, touches([200 - d, 100 - d], [200 + d, 100 + d]));
    expect(placement()).toEqual(before);
    fireEvent.touchEnd(element, touches([150, 100]));
    const after = placement();
    expect(after.scale / before.scale).toBeGreaterThan(1.5);
    expect(after.rotation).toBeCloseTo(45, 0);
    expect(store.get(historyAtom).past).toHaveLength(1);
    store.set(undoAtom);
    expect(placement()).toEqual(before);
  });

  it('leave the photo as it was for a single finger', () => {
    const { placement, element } = renderCanvas();
    const before = placement();
    fireEvent.touchStart(element, touches([150, 100]));
    fireEvent.touchMove(element, touches([200, 140]));
    fireEvent.touchEnd(element, touches());
    expect(placement()).toEqual(before);
  });
});

describe('two fingers with a text selected', () => {
  it('resize and turn the text, not the photo, as one undo step', () => {
    const { store, placement, element } = renderCanvas();
    store.set(addTextAtom, 'Grosi 80');
    const photo = placement();
    const before = store.get(textItemsAtom)[0]!.specs;
    fireEvent.touchStart(element, touches([150, 100], [250, 100]));
    const d = 100 / Math.SQRT2;
    fireEvent.touchMove(element, touches([200 - d, 100 - d], [200 + d, 100 + d]));
    // Shown while the fingers move, an undo step only once they lift.
    expect(store.get(textItemsAtom)[0]!.specs.sizeMm).toBeCloseTo(before.sizeMm * 2);
    expect(store.get(historyAtom).past).toHaveLength(1);
    fireEvent.touchEnd(element, touches([150, 100]));
    expect(store.get(textItemsAtom)[0]!.specs).toMatchObject({ rotation: 45 });
    expect(store.get(textItemsAtom)[0]!.specs.sizeMm).toBeCloseTo(before.sizeMm * 2);
    expect(placement()).toEqual(photo);
    expect(store.get(historyAtom).past).toHaveLength(2);
    store.set(undoAtom);
    expect(store.get(textItemsAtom)[0]!.specs).toEqual(before);
  });
});

describe('the bar beside the selected photo', () => {
  it('holds the photo commands and runs them on the photo; its keys do not move the photo', () => {
    const { placement } = renderCanvas();
    const bar = screen.getByRole('toolbar', { name: 'Werkzeuge für das gewählte Foto' });
    expect(within(bar).getAllByRole('button')).toHaveLength(5);
    const before = placement();
    fireEvent.keyDown(within(bar).getByRole('button', { name: 'Einpassen' }), { key: 'ArrowLeft' });
    expect(placement()).toEqual(before);
    fireEvent.click(within(bar).getByRole('button', { name: 'Nach rechts drehen' }));
    expect(placement().rotation).toBe(90);
  });
});
