import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { CellSwap } from './cell-swap';

afterEach(cleanup);

// Three cells side by side on a 300 x 100 mm area, at 1 px per mm.
const cells = [0, 100, 200].map((x) => ({ x, y: 0, width: 100, height: 100 }));

function renderSwap() {
  const onSwap = vi.fn<(a: number, b: number) => void>();
  render(
    <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
      <CellSwap cells={cells} ppm={1} inset={0} onSwap={onSwap} />
    </IntlProvider>,
  );
  return onSwap;
}

describe('swapping photos by presses (one pointer or the keyboard)', () => {
  it('swaps the cell pressed first with the cell pressed next, and says so', () => {
    const onSwap = renderSwap();
    fireEvent.click(screen.getByRole('button', { name: 'Foto 1 tauschen' }));
    expect(screen.getByRole('status').textContent).toBe('Wählen Sie das Foto, mit dem Foto 1 den Platz tauschen soll.');
    fireEvent.click(screen.getByRole('button', { name: 'Mit Foto 3 tauschen' }));
    expect(onSwap).toHaveBeenCalledWith(0, 2);
    expect(screen.getByRole('status').textContent).toBe('Foto 1 und Foto 3 haben die Plätze getauscht.');
    expect(screen.getByRole('button', { name: 'Foto 2 tauschen' })).toBeTruthy();
  });

  it('cancels with the same button or Escape', () => {
    const onSwap = renderSwap();
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 tauschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tauschen abbrechen' }));
    expect(screen.getByRole('button', { name: 'Foto 2 tauschen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 tauschen' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tauschen abbrechen' }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Foto 1 tauschen' })).toBeTruthy();
    expect(onSwap).not.toHaveBeenCalled();
  });
});

/** Drags `handle` from one point to another (px on the canvas), as a pointer does. */
function drag(handle: HTMLElement, [x0, y0]: [number, number], [x1, y1]: [number, number]) {
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: x0, clientY: y0 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: x1, clientY: y1 });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: x1, clientY: y1 });
}

describe('swapping photos by drag', () => {
  it('swaps the cell whose button is dragged with the cell it is dropped on', () => {
    const onSwap = renderSwap();
    const handle = screen.getByRole('button', { name: 'Foto 1 tauschen' });
    drag(handle, [10, 10], [150, 40]);
    // The click that ends the drag is not a press.
    fireEvent.click(handle);
    expect(onSwap).toHaveBeenCalledTimes(1);
    expect(onSwap).toHaveBeenCalledWith(0, 1);
  });

  it('swaps nothing when dropped on its own cell or outside the cells', () => {
    const onSwap = renderSwap();
    const handle = screen.getByRole('button', { name: 'Foto 3 tauschen' });
    drag(handle, [210, 10], [260, 60]);
    drag(handle, [210, 10], [210, 400]);
    expect(onSwap).not.toHaveBeenCalled();
  });
});

describe('moving a photo into a free cell', () => {
  it('offers the free cell once a photo is picked, and moves it there', () => {
    const onSwap = vi.fn<(a: number, b: number) => void>();
    const onMove = vi.fn<(a: number, free: number) => void>();
    render(
      <IntlProvider locale="de-CH" messages={compileCatalogue(catalogues.de)}>
        <CellSwap cells={cells.slice(0, 2)} free={cells.slice(2)} ppm={1} inset={0} onSwap={onSwap} onMove={onMove} />
      </IntlProvider>,
    );
    expect(screen.queryByRole('button', { name: 'In das freie Feld setzen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 tauschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'In das freie Feld setzen' }));
    expect(onMove).toHaveBeenCalledWith(1, 0);
    expect(onSwap).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Foto 2 ist jetzt im freien Feld.');
    expect(screen.queryByRole('button', { name: 'In das freie Feld setzen' })).toBeNull();
  });
});
