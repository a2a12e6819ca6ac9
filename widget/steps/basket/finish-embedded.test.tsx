import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoneDetail } from '../../../shared/api/embed-events';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../state/configurator-atoms';
import { selectImagesAtom } from '../../state/design-atoms';
import { addTextAtom } from '../product-design/text/text-atoms';
import { FinishEmbedded } from './finish-embedded';

afterEach(cleanup);

describe('the embedded finish', () => {
  it('hands the host the design with its texts beside its photos', () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    store.set(selectImagesAtom, [{ orig: { id: 'a', width: 6000, height: 4000 }, src: '/images/a.jpg' }]);
    store.set(addTextAtom, 'Grosi 80');
    const onDone = vi.fn<(detail: DoneDetail) => void>();
    render(
      <Provider store={store}>
        <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
          <FinishEmbedded onDone={onDone} />
        </IntlProvider>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button'));
    const items = Object.values(onDone.mock.calls[0]?.[0].design ?? {})[0]?.items ?? [];
    expect(items.map((item) => item.type)).toEqual(['image', 'text']);
    expect(items[1]?.specs).toMatchObject({ text: 'Grosi 80' });
  });
});
