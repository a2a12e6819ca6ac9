import { useAtomValue, useSetAtom } from 'jotai';
import type { ImageItem } from '../../../shared/domain';
import { canRedoAtom, canUndoAtom, placeImageAtom, redoAtom, undoAtom } from '../../state/design-atoms';
import type { DesignCommand } from './design-commands';

/** Runs design commands on the selected image (`index` among the area's images) and tells which can run now. */
export function useDesignCommands(item: ImageItem | undefined, index: number) {
  const place = useSetAtom(placeImageAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);

  const enabled = (command: DesignCommand) => (command.kind === 'history' ? (command.step === 'undo' ? canUndo : canRedo) : item !== undefined);
  const run = (command: DesignCommand) => {
    if (!enabled(command)) return;
    if (command.kind === 'history') {
      if (command.step === 'undo') undo();
      else redo();
    } else if (item) place({ index, placement: command.place(item) });
  };
  return { enabled, run };
}
