import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../state/configurator-atoms';
import { placeByFocus } from '../../../shared/domain/design/focus-placement';
import { placeImageAtom, selectImagesAtom } from '../../state/design-atoms';
import { imagePlacerAtom } from '../../state/design-rebuild';
import { imageItemsAtom } from '../../state/state-slices';
import { FaceWarning } from './face-warning';

afterEach(cleanup);

// A face 5 % in from the photo's left edge: the centred crop would put it on the canvas's wrap.
const face = { x: 300, y: 1200, width: 500, height: 600 };
const photo = { orig: { id: 'a', width: 6000, height: 4000, focus: { faces: [face], box: face } }, src: '/images/a.jpg' };

describe('the face warning', () => {
  it('is quiet after the automatic placement, and says so in the live region when the photo is moved so that the face reaches the fold', () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    store.set(imagePlacerAtom, { place: placeByFocus });
    store.set(selectImagesAtom, [photo]);
    render(
      <Provider store={store}>
        <IntlProvider locale="en-GB" messages={compileCatalogue(catalogues.en)}>
          <FaceWarning />
        </IntlProvider>
      </Provider>,
    );
    const region = screen.getByTestId('face-warning');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const placed = store.get(imageItemsAtom)[0]!.specs.placement;
    // Moved left as far as covering allows: the photo's right edge on the full area's.
    act(() => store.set(placeImageAtom, { index: 0, placement: { ...placed, cx: placed.cx - 1000 } }));
    expect(region.textContent).toBe(catalogues.en['design.faceWarning.wrap']);
  });
});
