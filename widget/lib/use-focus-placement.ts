import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { placeByFocus } from '../../shared/domain/design/focus-placement';
import { imagePlacerAtom } from '../state/design-rebuild';

/** From the step that calls it on, photos land with their faces on the product's front (the first step lays them out centred). */
export function useFocusPlacement(): void {
  const setPlacer = useSetAtom(imagePlacerAtom);
  useEffect(() => setPlacer({ place: placeByFocus }), [setPlacer]);
}
