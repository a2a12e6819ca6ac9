import { autoUpdate, offset, shift, useFloating } from '@floating-ui/react';
import { type RefObject, useLayoutEffect } from 'react';
import type { Cell } from '../../../shared/domain';
import { commandsOf } from './design-commands';
import { DesignToolbar } from './design-toolbar';

interface ContextBarProps {
  /** The selected image, among the area's images. */
  index: number;
  /** Its cell on the print area (mm) and the canvas's scale (px per mm). */
  cell: Cell;
  ppm: number;
  canvas: RefObject<HTMLElement | null>;
}

/**
 * The selected photo's commands in a bar beside its cell on the canvas (floating-ui): below it, or
 * pushed up over the photo's lower edge where the cell ends with the canvas (kept inside the canvas,
 * so it never covers the view tabs above it or the legend below); in the tab order after the
 * canvas's own buttons. Hidden on a phone's width (design-tools.css), where the tool sheet's bar holds them.
 */
export function ContextBar({ index, cell, ppm, canvas }: ContextBarProps) {
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom',
    // Fixed, so the canvas's clipping (overflow: hidden) does not cut it off beside the canvas.
    strategy: 'fixed',
    // The boundary read as the bar is placed (after mount), not in render.
    middleware: [offset(8), shift(() => ({ crossAxis: true, padding: 8, ...(canvas.current && { boundary: canvas.current }) }))],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    refs.setPositionReference({
      contextElement: element,
      getBoundingClientRect: () => {
        const box = element.getBoundingClientRect();
        return new DOMRect(box.left + cell.x * ppm, box.top + cell.y * ppm, cell.width * ppm, cell.height * ppm);
      },
    });
  }, [refs, canvas, cell.x, cell.y, cell.width, cell.height, ppm]);
  return (
    // Its keys are its buttons', not the canvas's (which moves the photo with the arrows).
    // oxlint-disable-next-line react/refs -- floating-ui's setFloating is a callback ref; nothing reads .current in render
    <div ref={refs.setFloating} className="context-bar" style={floatingStyles} onKeyDown={(e) => e.stopPropagation()}>
      <DesignToolbar index={index} commands={commandsOf('photo')} label="design.tools.selected" />
    </div>
  );
}
