import type { ApiClient } from '../../shared/api/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../shared/i18n/compile-message';
import { catalogues } from '../../shared/i18n/messages';
import { textsOfPart } from '../../shared/i18n/text-parts';
import { type ImportTexts, RETRY_AFTER_MS } from '../../ui/intl/load-texts';
import { IntlProvider } from '../../ui/intl/intl-provider';
import { chooseProductAtom } from '../state/configurator-atoms';
import { selectImagesAtom } from '../state/design-atoms';
import { DesignStepSlot } from './step-slots';

// The design part's file of a language, offline once: as the build's virtual:texts (vite.texts.ts) would import it.
const importTexts = vi.hoisted(() => vi.fn<ImportTexts>());
vi.mock('virtual:texts', () => ({ parts: ['design'], importTexts }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = catalogues.de;
const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });

describe('the design step', () => {
  it('words its tools with the texts of its own part, and says so and loads on "Try again" when they could not be loaded', async () => {
    importTexts.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: compileCatalogue(textsOfPart(texts, 'design')) });
    // The failed import is logged (LoadFailed); jsdom has no ResizeObserver for the canvas's width.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = () => undefined;
        disconnect = () => undefined;
      },
    );
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    store.set(selectImagesAtom, [photo('a'), photo('b')]);
    render(
      <Provider store={store}>
        {/* The configurator's part only, as the widget's loader and the shell's configurator page give it. */}
        <IntlProvider locale="de-CH" messages={compileCatalogue(textsOfPart(texts, 'configurator'))}>
          <DesignStepSlot locale="de" api={(() => Promise.reject(new Error('offline'))) as unknown as ApiClient} />
        </IntlProvider>
      </Provider>,
    );
    expect(screen.getByTestId('design-step-loading').textContent).toBe(texts['configurator.design.loading']);
    // The step's chunk (Konva) is compiled on its first import here.
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toBe(texts['configurator.design.failed']);
    // A person reads the message before pressing the button; a failed file stays failed that long (load-texts.ts).
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    fireEvent.click(screen.getByRole('button', { name: texts['configurator.retry'] }));
    expect(await screen.findByRole('radio', { name: texts['design.layout.columns-2'] })).toBeTruthy();

    expect(screen.getByText(texts['design.legend.front'])).toBeTruthy();
    expect(importTexts.mock.calls).toEqual([['design-de'], ['design-de']]);
  }, 15_000);
});
