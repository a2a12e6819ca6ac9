import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { arrowMove, type KeyPress } from '../design-commands';
import { changeTextAtom, editingTextAtom, selectedTextAtom, textCountAtom, textItemsAtom } from './text-atoms';

/**
 * The canvas's keys for its texts: Tab and Shift+Tab walk from the selected image through the
 * texts (and on out of the canvas past the last), the arrow keys move the selected text, Enter
 * edits it in place, Escape selects the image again. Answers whether it took the key.
 */
export function useTextKeys(): (press: KeyPress & { preventDefault: () => void }) => boolean {
  const store = useStore();
  const [selected, setSelected] = useAtom(selectedTextAtom);
  const count = useAtomValue(textCountAtom);
  const setEditing = useSetAtom(editingTextAtom);
  const change = useSetAtom(changeTextAtom);
  return (press) => {
    const to = (next: number | null) => {
      press.preventDefault();
      setSelected(next);
      return true;
    };
    if (press.key === 'Tab' && !press.ctrlKey && !press.metaKey) {
      const at = selected ?? -1;
      const next = press.shiftKey ? at - 1 : at + 1;
      if (next < -1 || next >= count || (press.shiftKey && selected === null)) return false;
      return to(next === -1 ? null : next);
    }
    if (selected === null) return false;
    if (press.key === 'Escape') return to(null);
    if (press.key === 'Enter') {
      press.preventDefault();
      setEditing(selected);
      return true;
    }
    const move = arrowMove(press);
    const specs = store.get(textItemsAtom)[selected]?.specs;
    if (!move || !specs) return false;
    press.preventDefault();
    change({ index: selected, change: { x: specs.x + move[0], y: specs.y + move[1] } });
    return true;
  };
}
