import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { startTransition } from 'react';
import { MAX_TEXT_ITEMS } from '../../../shared/domain/text';
import { useIntl } from '../../../ui/intl/intl-provider';
import { configuratorStateAtom, designArea } from '../../state/configurator-state';
import { canRedoAtom, canUndoAtom, placeImageAtom, redoAtom, undoAtom } from '../../state/design-atoms';
import { imageCountAtom, imageItemsAtom } from '../../state/state-slices';
import type { DesignCommand } from './design-commands';
import { addTextAtom, removeTextAtom, selectedTextAtom, textCountAtom } from './text/text-atoms';

/**
 * Runs design commands on the selected item (the image `index` among the area's images, or the
 * selected text) and tells which can run now. The image is read when a command runs, so a move
 * does not render the toolbar again.
 */
export function useDesignCommands(index: number) {
  const intl = useIntl();
  const store = useStore();
  const place = useSetAtom(placeImageAtom);
  const history = { undo: useSetAtom(undoAtom), redo: useSetAtom(redoAtom) };
  const can = { undo: useAtomValue(canUndoAtom), redo: useAtomValue(canRedoAtom) };
  const count = useAtomValue(imageCountAtom);
  const selectedText = useAtomValue(selectedTextAtom);
  const textCount = useAtomValue(textCountAtom);
  const text = { add: useSetAtom(addTextAtom), remove: useSetAtom(removeTextAtom) };
  const hasImage = selectedText === null && index >= 0 && index < count;

  const enabled = (command: DesignCommand) => {
    if (command.kind === 'history') return can[command.step];
    if (command.kind === 'text') return command.action === 'add' ? textCount < MAX_TEXT_ITEMS : selectedText !== null;
    return hasImage;
  };
  const run = (command: DesignCommand) => {
    if (!enabled(command)) return;
    if (command.kind === 'history') {
      history[command.step]();
      return;
    }
    if (command.kind === 'text') {
      if (command.action === 'add') text.add(intl.formatMessage({ id: 'design.text.default' }));
      else if (selectedText !== null) text.remove(selectedText);
      return;
    }
    const item = store.get(imageItemsAtom)[index];
    const area = designArea(store.get(configuratorStateAtom));
    // The preview draws the new placement in the next frame (it reads the store); the toolbar, the
    // quality meter and the draft's autosave render it in a transition, after that frame.
    if (item && area) startTransition(() => place({ index, placement: command.place(item, area) }));
  };
  return { enabled, run };
}
