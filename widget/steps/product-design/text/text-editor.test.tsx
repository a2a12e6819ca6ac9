import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTextAtom, editingTextAtom, textItemsAtom } from './text-atoms';
import { TextEditing } from './text-editor';
import { renderWithPhoto } from './text-test-store';

afterEach(cleanup);

vi.mock('./font-loader', () => ({ loadFont: () => new Promise(() => undefined) }));

/** A context that measures every character 0.5 em wide: jsdom has no canvas. */
const fakeCanvas = { save: () => undefined, restore: () => undefined, font: '', measureText: (text: string) => ({ width: text.length * 50 }) };
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeCanvas as never);

const field = () => screen.getByRole('textbox', { name: /Text bearbeiten/ });

function renderEditing() {
  const onDone = vi.fn<() => void>();
  const store = renderWithPhoto(<TextEditing ppm={2} onDone={onDone} />);
  act(() => store.set(addTextAtom, 'Ihr Text'));
  const open = () => act(() => store.set(editingTextAtom, 0));
  const text = () => store.get(textItemsAtom)[0]?.specs.text;
  return { store, open, text, onDone };
}

describe('editing a text in place', () => {
  it('opens over the text with its words selected, and keeps what was typed on Ctrl+Enter', () => {
    const { open, text, onDone, store } = renderEditing();
    expect(screen.queryByRole('textbox')).toBeNull();
    open();
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: 'Zürich\n2026' } });
    fireEvent.keyDown(field(), { key: 'Enter', ctrlKey: true });
    expect(text()).toBe('Zürich\n2026');
    expect(store.get(editingTextAtom)).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('leaves the text as it was on Escape, even as the field then loses the focus', () => {
    const { open, text } = renderEditing();
    open();
    const input = field();
    fireEvent.change(input, { target: { value: 'Nein' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.blur(input);
    expect(text()).toBe('Ihr Text');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps what was typed when the field is left, and takes Enter alone as a new line', () => {
    const { open, text } = renderEditing();
    open();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.queryByRole('textbox')).not.toBeNull();
    fireEvent.change(field(), { target: { value: 'Grosi 80' } });
    fireEvent.blur(field());
    expect(text()).toBe('Grosi 80');
  });
});
