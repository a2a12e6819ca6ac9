import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvas } from '../../../shared/domain/test-fixtures';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chooseProductAtom } from '../../state/configurator-atoms';
import { selectImagesAtom } from '../../state/design-atoms';
import { imageItemsAtom } from '../../state/state-slices';
import { DesignTools } from './design-tools';
import { previewViewAtom, type PreviewView } from './preview/preview-atoms';
import type { ToolGroupId } from './tool-groups';

// jsdom scrolls nothing and has no scrollIntoView; the sheet calls it when it opens.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom lays nothing out: the design step measures `width` px. */
function stepWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

/** The tools on a step `width` px wide, beside the object's preview (`view`), where the photo's commands are in the tools. */
function renderTools(width: number, view: PreviewView = 'object', panels: Partial<Record<ToolGroupId, ReactNode>> = {}) {
  stepWidth(width);
  const store = createStore();
  store.set(previewViewAtom, view);
  store.set(chooseProductAtom, canvas);
  store.set(
    selectImagesAtom,
    ['a', 'b'].map((id) => ({ orig: { id, width: 4000, height: 3000 }, src: `/images/${id}.jpg` })),
  );
  render(
    <Provider store={store}>
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <div className="design-step">
          <DesignTools index={1} panels={{ photo: <p>Farbwahl</p>, text: <p>Textfelder</p>, layout: <p>Anordnungen</p>, edge: <p>Kanten</p>, ...panels }} />
        </div>
      </IntlProvider>
    </Provider>,
  );
  return { scale: () => store.get(imageItemsAtom)[1]!.specs.placement.scale };
}

describe('the design tools on a wide step', () => {
  it('come in named groups of icon buttons, each named by its label with its key announced', () => {
    renderTools(900);
    const history = screen.getByRole('group', { name: 'Verlauf' });
    expect(within(history).getByRole('button', { name: 'Rückgängig' }).getAttribute('aria-keyshortcuts')).toBe('Control+Z Meta+Z');
    const photo = screen.getByRole('group', { name: 'Foto' });
    expect(
      within(photo)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Vergrössern', 'Verkleinern', 'Nach links drehen', 'Nach rechts drehen', 'Einpassen']);
    expect(within(photo).getByText('Farbwahl')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Aufteilung' })).getByText('Anordnungen')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Kante' })).getByText('Kanten')).toBeTruthy();
    const text = screen.getByRole('group', { name: 'Text' });
    expect(
      within(text)
        .getAllByRole('button')
        .map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-keyshortcuts')]),
    ).toEqual([
      ['Text hinzufügen', 'T'],
      ['Text löschen', 'Delete Backspace'],
    ]);
  });

  it('leave the photo commands to the bar beside the photo while the canvas is shown', () => {
    renderTools(900, 'design');
    const photo = screen.getByRole('group', { name: 'Foto' });
    expect(within(photo).queryAllByRole('button')).toEqual([]);
    expect(within(photo).getByText('Farbwahl')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
  });

  it('run a command on the selected photo', () => {
    const { scale } = renderTools(900);
    const before = scale();
    fireEvent.click(screen.getByRole('button', { name: 'Vergrössern' }));
    expect(scale()).toBeCloseTo(before * 1.15);
  });

  it('show the label and the shortcut in a tooltip on keyboard focus, dismissed by Escape', async () => {
    renderTools(900);
    fireEvent.click(screen.getByRole('button', { name: 'Vergrössern' }));
    const undo = screen.getByRole('button', { name: 'Rückgängig' });
    fireEvent.keyDown(document, { key: 'Tab' });
    await act(async () => undo.focus());
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Rückgängig Strg+Z');
    expect(undo.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(undo, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('the design tools on a phone', () => {
  it('render the phone bar at once in a phone-wide window, never the wide groups and their panels first', () => {
    vi.stubGlobal('innerWidth', 400);
    let panelsMounted = 0;
    function Panel() {
      useLayoutEffect(() => {
        panelsMounted += 1;
      }, []);
      return <p>Farbwahl</p>;
    }
    renderTools(400, 'object', { photo: <Panel /> });
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
    expect(panelsMounted).toBe(0);
  });

  it('show every command in one bar and open one group at a time in a sheet, Escape closing it', async () => {
    renderTools(400);
    expect(screen.queryByRole('group', { name: 'Foto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Vergrössern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Foto', 'Text', 'Aufteilung', 'Kante']);
    expect(screen.queryByRole('tabpanel')).toBeNull();

    const edge = screen.getByRole('tab', { name: 'Kante' });
    await act(async () => fireEvent.click(edge));
    const sheet = screen.getByRole('tabpanel', { name: 'Kante' });
    expect(within(sheet).getByText('Kanten')).toBeTruthy();
    expect(document.activeElement).toBe(sheet);
    expect(edge.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(document.activeElement).toBe(edge);
  });

  it('open the text group when a text is added, leaving the focus where it was', async () => {
    renderTools(400);
    const add = screen.getByRole('button', { name: 'Text hinzufügen' });
    add.focus();
    await act(async () => fireEvent.click(add));
    expect(within(screen.getByRole('tabpanel', { name: 'Text' })).getByText('Textfelder')).toBeTruthy();
    expect(document.activeElement).toBe(add);
  });

  it('move between the tabs with the arrow keys', () => {
    renderTools(400);
    screen.getByRole('tab', { name: 'Kante' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Foto');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Kante');
  });
});
