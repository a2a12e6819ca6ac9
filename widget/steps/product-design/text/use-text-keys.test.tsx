import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addTextAtom, editingTextAtom, selectedTextAtom, textItemsAtom } from './text-atoms';
import { TextSelectionStatus } from './text-selection-status';
import { renderWithPhoto } from './text-test-store';
import { useTextKeys } from './use-text-keys';

afterEach(cleanup);

function KeyTarget() {
  const keys = useTextKeys();
  return (
    <>
      <div role="application" tabIndex={0} onKeyDown={(e) => keys(e)} />
      <TextSelectionStatus />
    </>
  );
}

/** Whether the handler took the key (fireEvent answers false when its default was prevented). */
const press = (key: string, mods: { shiftKey?: boolean } = {}) => !fireEvent.keyDown(screen.getByRole('application'), { key, ...mods });

function setup() {
  const store = renderWithPhoto(<KeyTarget />);
  act(() => {
    store.set(addTextAtom, 'A');
    store.set(addTextAtom, 'B');
    store.set(selectedTextAtom, null);
  });
  return store;
}

describe('the canvas keys of its texts', () => {
  it('walk from the image through the texts with Tab and back with Shift+Tab, and let Tab leave past the last', () => {
    const store = setup();
    expect(press('Tab')).toBe(true);
    expect(store.get(selectedTextAtom)).toBe(0);
    // Focus stays on the canvas: the selection is told.
    expect(screen.getByRole('status').textContent).toBe('Text 1 ausgewählt: A');
    press('Tab');
    expect(store.get(selectedTextAtom)).toBe(1);
    // Not taken: the focus goes on out of the canvas.
    expect(press('Tab')).toBe(false);
    press('Tab', { shiftKey: true });
    press('Tab', { shiftKey: true });
    expect(store.get(selectedTextAtom)).toBeNull();
    expect(press('Tab', { shiftKey: true })).toBe(false);
  });

  it('move the selected text with the arrows, edit it with Enter and select the image again with Escape', () => {
    const store = setup();
    act(() => store.set(selectedTextAtom, 1));
    const before = store.get(textItemsAtom)[1]!.specs;
    press('ArrowLeft', { shiftKey: true });
    expect(store.get(textItemsAtom)[1]!.specs.x).toBe(before.x - 10);
    press('Enter');
    expect(store.get(editingTextAtom)).toBe(1);
    press('Escape');
    expect(store.get(selectedTextAtom)).toBeNull();
  });
});
