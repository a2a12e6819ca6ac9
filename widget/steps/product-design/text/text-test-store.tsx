import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { canvas } from '../../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../../state/configurator-atoms';
import { selectImagesAtom } from '../../../state/design-atoms';

/** A store with a canvas and one photo chosen, and `ui` rendered over it in German: where the text tool's tests start. */
export function renderWithPhoto(ui: ReactNode) {
  const store = createStore();
  store.set(chooseProductAtom, canvas);
  store.set(selectImagesAtom, [{ orig: { id: 'a', width: 6000, height: 4000 }, src: '/images/a.jpg' }]);
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        {ui}
      </IntlProvider>
    </Provider>,
  );
  return store;
}
