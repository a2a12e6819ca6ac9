import { useSetAtom, useStore } from 'jotai';
import { type TouchEvent, useState } from 'react';
import type { ImageItem, Placement } from '../../../shared/domain';
import type { TextItemSpecs } from '../../../shared/domain/text';
import { placeImageAtom } from '../../state/design-atoms';
import { pinchRotate, pinchText, type TwoTouches } from './pinch-rotate';
import { changeTextAtom, selectedTextAtom, textGestureAtom, textItemsAtom } from './text/text-atoms';

interface Gesture {
  from: TwoTouches;
  start: Placement;
  placement: Placement;
}

/** The first two fingers on the element, in print-area millimetres (`ppm` pixels per mm). */
function twoTouches(e: TouchEvent<HTMLElement>, ppm: number): TwoTouches | null {
  const [a, b] = [e.touches[0], e.touches[1]];
  if (!a || !b || !(ppm > 0)) return null;
  const rect = e.currentTarget.getBoundingClientRect();
  const toArea = (t: { clientX: number; clientY: number }) => ({ x: (t.clientX - rect.left) / ppm, y: (t.clientY - rect.top) / ppm });
  return { a: toArea(a), b: toArea(b) };
}

/**
 * Pinch to zoom and two-finger rotate on the selected image (`index`), or, while a text is
 * selected, to resize and turn the text, as touch handlers for the canvas's element. They listen
 * outside Konva: while the first finger drags the image, Konva fires no touch moves, so a pinch
 * handled on the stage never ran. The gesture shows live (the image's `placement`, the text's
 * textGestureAtom) and commits once, when a finger lifts: one undo step per gesture.
 */
export function usePinchRotate(item: ImageItem | undefined, index: number, ppm: number) {
  const store = useStore();
  const place = useSetAtom(placeImageAtom);
  const changeText = useSetAtom(changeTextAtom);
  const setTextGesture = useSetAtom(textGestureAtom);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [textGesture, setTextStart] = useState<{ index: number; from: TwoTouches; start: Pick<TextItemSpecs, 'sizeMm' | 'rotation'> } | null>(null);

  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const from = twoTouches(e, ppm);
    if (!from || gesture || textGesture) return;
    const selectedText = store.get(selectedTextAtom);
    const text = selectedText === null ? undefined : store.get(textItemsAtom)[selectedText];
    if (text && selectedText !== null) setTextStart({ index: selectedText, from, start: text.specs });
    else if (item) setGesture({ from, start: item.specs.placement, placement: item.specs.placement });
  };
  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const to = twoTouches(e, ppm);
    if (!to) return;
    if (textGesture) setTextGesture({ index: textGesture.index, change: pinchText(textGesture.start, textGesture.from, to) });
    else if (gesture && item) setGesture({ ...gesture, placement: pinchRotate(item, gesture.start, gesture.from, to) });
  };
  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    if (e.touches.length >= 2) return;
    if (textGesture) {
      const done = store.get(textGestureAtom);
      setTextStart(null);
      setTextGesture(null);
      if (done) changeText(done);
    }
    if (!gesture) return;
    setGesture(null);
    place({ index, placement: gesture.placement });
  };
  const active = gesture !== null || textGesture !== null;
  return { placement: gesture?.placement ?? null, active, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd } };
}
