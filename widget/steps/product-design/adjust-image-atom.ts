import { atom } from 'jotai';
import { isImageItem } from '../../../shared/domain';
import { adjustOf, type PhotoAdjust } from '../../../shared/domain/design/photo-adjust';
import { withAdjust } from '../../../shared/domain/design/image-adjust';
import { configuratorStateAtom, designArea } from '../../state/configurator-state';
import { commit } from '../../state/design-atoms';

// Here, not in design-atoms.ts: the widget's first step carries that module, and only the design step adjusts a photo.

/** Sets one image's colour adjustment: an undo step (choosing the one it has changes nothing). */
export const adjustImageAtom = atom(null, (get, set, change: { index: number; adjust: PhotoAdjust }) => {
  const state = get(configuratorStateAtom);
  const areaId = designArea(state)?.id;
  const area = areaId === undefined ? undefined : state.design[areaId];
  const item = area?.items[change.index];
  if (areaId === undefined || area === undefined || !item || !isImageItem(item) || adjustOf(item.specs.adjust) === change.adjust) return;
  commit(get, set, { ...state.design, [areaId]: withAdjust(area, change.index, change.adjust) });
});
