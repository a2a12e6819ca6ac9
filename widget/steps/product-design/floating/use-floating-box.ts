import { type CSSProperties, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type Box, type Placement, placeFloating } from './place-floating';

const viewport = (): Box => ({ left: 0, top: 0, width: window.innerWidth, height: window.innerHeight });

/**
 * Keeps `ref`'s element placed beside `reference()` (fixed, so no ancestor's clipping cuts it off) while
 * `active`: placed before the browser paints, and again as the page scrolls (any scroll container), the window resizes
 * or either box changes its size. `boundary()` is the box it stays inside, the viewport by default. `deps` are what
 * moves the reference without a scroll or a resize (the selected photo's cell, the canvas's scale).
 */
export function useFloatingBox(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  reference: () => Element | Box | null,
  placement: Placement,
  boundary: () => Box = viewport,
  deps: readonly unknown[] = [],
): CSSProperties {
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const latest = useRef({ reference, placement, boundary });
  latest.current = { reference, placement, boundary };
  useLayoutEffect(() => {
    const floating = ref.current;
    if (!active || !floating) return;
    let frame = 0;
    const update = () => {
      const { reference: of, placement: how, boundary: within } = latest.current;
      const target = of();
      // A parent's ref is set after its children's layout effects: its element is there by the next frame.
      if (!target) {
        frame = requestAnimationFrame(update);
        return;
      }
      const box = target instanceof Element ? target.getBoundingClientRect() : target;
      const placed = placeFloating(box, { width: floating.offsetWidth, height: floating.offsetHeight }, within(), how);
      setPosition((before) => (before?.left === placed.left && before.top === placed.top ? before : placed));
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(floating);
    const target = latest.current.reference();
    if (target instanceof Element) resized?.observe(target);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's: what moves the reference
  }, [ref, active, ...deps]);
  // Until placed (within the first frame), at the viewport's corner, as floating-ui put it.
  return { position: 'fixed', left: position?.left ?? 0, top: position?.top ?? 0 };
}
