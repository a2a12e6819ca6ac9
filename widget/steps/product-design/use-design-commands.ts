import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { canRedoAtom, canUndoAtom, placeImageAtom, redoAtom, undoAtom } from '../../state/design-atoms';
import { imageCountAtom, imageItemsAtom } from '../../state/state-slices';
import type { DesignCommand } from './design-commands';

/**
 * Runs design commands on the selected image (`index` among the area's images) and tells which can
 * run now. The image is read when a command runs, so a move does not render the toolbar again.
 */
export function useDesignCommands(index: number) {
  const store = useStore();
  const place = useSetAtom(placeImageAtom);
  const history = { undo: useSetAtom(undoAtom), redo: useSetAtom(redoAtom) };
  const can = { undo: useAtomValue(canUndoAtom), redo: useAtomValue(canRedoAtom) };
  const count = useAtomValue(imageCountAtom);
  const hasImage = index >= 0 && index < count;

  const enabled = (command: DesignCommand) => (command.kind === 'history' ? can[command.step] : hasImage);
  const run = (command: DesignCommand) => {
    if (!enabled(command)) return;
    if (command.kind === 'history') {
      history[command.step]();
      return;
    }
    const item = store.get(imageItemsAtom)[index];
    if (item) place({ index, placement: command.place(item) });
  };
  return { enabled, run };
}
