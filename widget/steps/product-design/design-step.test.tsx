import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseOptionAtom, chooseProductAtom, setQuantityAtom } from '../../state/configurator-atoms';
import { selectImagesAtom } from '../../state/design-atoms';
import { designAreaAtom, imageItemsAtom, lowestDpiAtom } from '../../state/state-slices';
import { DesignStepWithTexts } from './design-step';
import { previewViewAtom } from './preview/preview-atoms';

// The view tabs stand for the step: only the step renders them, and they read nothing that a zoom or a size changes.
const step = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./preview/view-switch', () => ({
  ViewSwitch: () => {
    step.renders += 1;
    return null;
  },
}));
// jsdom has no WebGL: the preview's drawing is counted, not made.
const paint = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./preview/paint-preview', async (original) => ({
  ...(await original<typeof import('./preview/paint-preview')>()),
  paintPreview: () => {
    paint.calls += 1;
    return 1;
  },
}));

// What the step loads ahead once the browser is idle, kept to be run by the test.
const ahead = vi.hoisted(() => ({ loads: [] as (() => void)[] }));
vi.mock('../../lib/may-prefetch', () => ({
  prefetchWhenIdle: (load: () => void) => {
    ahead.loads.push(load);
    return () => undefined;
  },
}));

// The step loads the preview's code when a view is first shown: imported here once, so that its first
// load (seconds on a busy machine, longer than findBy's wait) is not part of the test.
beforeAll(async () => {
  await import('./preview/preview-view');
});

beforeEach(() => {
  // jsdom lays nothing out: the step and the preview are 900 px wide.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([{ contentRect: { width: 900 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
  step.renders = 0;
  paint.calls = 0;
  ahead.loads = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The design step over the object's preview, with one photo placed. */
function renderStep() {
  const store = createStore();
  store.set(previewViewAtom, 'object');
  store.set(chooseProductAtom, canvas);
  store.set(selectImagesAtom, [{ orig: { id: 'a', width: 4000, height: 3000 }, src: '/images/a.jpg' }]);
  // The templates never come: the step does not wait for them.
  const api = (() => new Promise(() => undefined)) as unknown as ApiClient;
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <DesignStepWithTexts texts={{}} api={api} />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

// The first render of the whole step takes seconds on a busy machine.
describe('the design step', { timeout: 30_000 }, () => {
  it('does not render again when the photo is zoomed: the preview and the quality meter do', async () => {
    const store = renderStep();
    // The preview's code loads when a preview view is first shown.
    await screen.findByTestId('preview-canvas', {}, { timeout: 10_000 });
    await nextFrame();
    const scale = () => store.get(imageItemsAtom)[0]?.specs.placement.scale;
    const [renders, paints, dpi, fitted] = [step.renders, paint.calls, store.get(lowestDpiAtom), scale()];
    const photo = screen.getByRole('group', { name: 'Foto' });
    act(() => fireEvent.click(within(photo).getByRole('button', { name: 'Vergrössern' })));
    await nextFrame();
    act(() => fireEvent.click(within(photo).getByRole('button', { name: 'Verkleinern' })));
    await nextFrame();
    expect(scale()).toBeCloseTo(fitted!);
    expect(paint.calls).toBe(paints + 2);
    act(() => fireEvent.click(within(photo).getByRole('button', { name: 'Vergrössern' })));
    await nextFrame();
    expect(store.get(lowestDpiAtom)).toBeLessThan(dpi!);
    expect(screen.getByTestId('quality-meter').textContent).toContain(String(Math.round(store.get(lowestDpiAtom)!)));
    expect(step.renders).toBe(renders);
  });

  it('draws the preview again only when what it shows has changed', async () => {
    const store = renderStep();
    await screen.findByTestId('preview-canvas', {}, { timeout: 10_000 });
    // Drawn once the photo's load has failed (jsdom fetches nothing) and the picture has settled.
    await waitFor(() => expect(paint.calls).toBeGreaterThan(0));
    await nextFrame();
    const paints = paint.calls;
    // The state changes (the preview renders again), the picture does not.
    act(() => store.set(setQuantityAtom, 3));
    await nextFrame();
    expect(paint.calls).toBe(paints);
    act(() => fireEvent.click(within(screen.getByRole('group', { name: 'Foto' })).getByRole('button', { name: 'Vergrössern' })));
    await nextFrame();
    expect(paint.calls).toBe(paints + 1);
  });

  it('does not render again for a new size: the preview draws the new one', async () => {
    const store = renderStep();
    // The preview's code loads when a preview view is first shown.
    await screen.findByTestId('preview-canvas', {}, { timeout: 10_000 });
    await nextFrame();
    const [renders, paints, area] = [step.renders, paint.calls, store.get(designAreaAtom)];
    act(() => store.set(chooseOptionAtom, { attributeId: 'size', value: '120x80' }));
    await nextFrame();
    expect(store.get(designAreaAtom)?.specs.width).toBeGreaterThan(area!.specs.width);
    expect(paint.calls).toBeGreaterThan(paints);
    expect(step.renders).toBe(renders);
  });

  it('asks once to load the preview views ahead when it shows, and not again when it renders again', async () => {
    const store = renderStep();
    await screen.findByTestId('preview-canvas', {}, { timeout: 10_000 });
    expect(ahead.loads).toHaveLength(1);
    act(() => store.set(chooseOptionAtom, { attributeId: 'size', value: '120x80' }));
    await nextFrame();
    expect(ahead.loads).toHaveLength(1);
  });
});
