import { useSetAtom } from 'jotai';
import { type TouchEvent, useState } from 'react';
import type { ImageItem, Placement } from '../../../shared/domain';
import { placeImageAtom } from '../../state/design-atoms';
import { pinchRotate, type TwoTouches } from './pinch-rotate';

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
 * Pinch to zoom and two-finger rotate on the selected image (`index`), as touch handlers for the
 * canvas's element. They listen outside Konva: while the first finger drags the image, Konva
 * fires no touch moves, so a pinch handled on the stage never ran. The gesture shows live
 * (`placement`) and commits once, when a finger lifts: one undo step per gesture.
 */
export function usePinchRotate(item: ImageItem | undefined, index: number, ppm: number) {
  const place = useSetAtom(placeImageAtom);
  const [gesture, setGesture] = useState<Gesture | null>(null);

  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const from = twoTouches(e, ppm);
    if (!from || !item || gesture) return;
    setGesture({ from, start: item.specs.placement, placement: item.specs.placement });
  };
  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const to = twoTouches(e, ppm);
    if (!to || !item || !gesture) return;
    setGesture({ ...gesture, placement: pinchRotate(item, gesture.start, gesture.from, to) });
  };
  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    if (!gesture || e.touches.length >= 2) return;
    setGesture(null);
    place({ index, placement: gesture.placement });
  };
  return { placement: gesture?.placement ?? null, active: gesture !== null, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd } };
}
