import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ptToMm } from '../../../../shared/domain/text';
import { undoAtom } from '../../../state/design-atoms';
import { addTextAtom, photoMeanAtom, selectedTextAtom, textItemsAtom } from './text-atoms';
import { loadFont } from './font-loader';
import { TextInspector } from './text-inspector';
import { renderWithPhoto } from './text-test-store';

afterEach(cleanup);

// jsdom has neither canvas fonts nor FontFace: the menu's fonts never arrive, which the panel does not wait for;
// without a canvas to measure on, the lines count as empty (the size and contrast warnings do not depend on them).
vi.mock('./font-loader', () => ({ loadFont: vi.fn<(base: string, font: string, weight: string) => Promise<void>>(() => new Promise(() => undefined)) }));
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

function renderInspector() {
  const store = renderWithPhoto(<TextInspector />);
  const specs = () => store.get(textItemsAtom)[0]?.specs;
  return { store, specs };
}

describe('the text inspector', () => {
  it('shows nothing while an image is selected, and the settings of a text once one is', async () => {
    const { store } = renderInspector();
    expect(screen.queryByRole('region')).toBeNull();
    store.set(addTextAtom, 'Ihr Text');
    expect(await screen.findByRole('region', { name: 'Text 1' })).toBeTruthy();
    expect(
      screen.getAllByRole('radio', { name: /./ }).filter((radio) => radio.closest('fieldset')?.querySelector('legend')?.textContent === 'Schrift'),
    ).toHaveLength(10);
  });

  it('loads the fonts that show each name in its own font only once the shopper reaches for the list', async () => {
    const { store } = renderInspector();
    vi.mocked(loadFont).mockClear();
    store.set(addTextAtom, 'Ihr Text');
    const list = (await screen.findByRole('radio', { name: 'Lora' })).closest('fieldset')!;
    expect(loadFont).not.toHaveBeenCalled();
    fireEvent.pointerEnter(list);
    expect(vi.mocked(loadFont).mock.calls.map(([, font, weight]) => `${font}/${weight}`)).toHaveLength(10);
    expect(vi.mocked(loadFont).mock.calls.every(([, , weight]) => weight === 'regular')).toBe(true);
  });

  it('loads them too when the focus comes into the list (the keyboard reaches for it)', async () => {
    const { store } = renderInspector();
    vi.mocked(loadFont).mockClear();
    store.set(addTextAtom, 'Ihr Text');
    const lora = await screen.findByRole('radio', { name: 'Lora' });
    expect(loadFont).not.toHaveBeenCalled();
    fireEvent.focusIn(lora);
    expect(loadFont).toHaveBeenCalledTimes(10);
  });

  it('applies the words when the field is left, each setting as one undo step', async () => {
    const { store, specs } = renderInspector();
    store.set(addTextAtom, 'Ihr Text');
    const words = await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.change(words, { target: { value: 'Zürich 2026' } });
    expect(specs()?.text).toBe('Ihr Text');
    fireEvent.blur(words);
    expect(specs()?.text).toBe('Zürich 2026');
    fireEvent.click(screen.getByRole('radio', { name: 'Playfair Display' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fett' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Grösse (pt)' }), { target: { value: '48' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Links' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schwarz' }));
    expect(specs()).toMatchObject({ text: 'Zürich 2026', font: 'playfair-display', weight: 'bold', align: 'left', colour: '#000000' });
    expect(specs()?.sizeMm).toBeCloseTo(ptToMm(48), 10);
    store.set(undoAtom);
    expect(specs()?.colour).toBe('#ffffff');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Weiss' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('moves the text by its position buttons, the single-pointer way to drag it', async () => {
    const { store, specs } = renderInspector();
    store.set(addTextAtom, 'A');
    const before = specs();
    fireEvent.click(await screen.findByRole('button', { name: 'Nach rechts schieben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nach oben schieben' }));
    expect(specs()).toMatchObject({ x: (before?.x ?? 0) + 2, y: (before?.y ?? 0) - 2 });
  });

  it('tells its warnings in a polite live region: too small, and too close to the photo under it', async () => {
    const { store } = renderInspector();
    store.set(addTextAtom, 'A');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Grösse (pt)' }), { target: { value: '5' } });
    store.set(photoMeanAtom, '#eeeeee');
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Mit 5 pt ist der Text im Druck schwer lesbar');
    expect(status.textContent).toContain('Kontrast 1.2:1');
    store.set(selectedTextAtom, null);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
