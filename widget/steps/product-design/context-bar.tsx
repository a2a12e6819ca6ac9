import { type RefObject, useRef } from 'react';
import type { Cell } from '../../../shared/domain';
import { commandsOf } from './design-commands';
import { DesignToolbar } from './design-toolbar';
import { useFloatingBox } from './floating/use-floating-box';

/** Below the cell; pushed up over it (never flipped) to stay inside the canvas. */
const BAR_PLACEMENT = { side: 'bottom', offset: 8, padding: 8, flip: false, shiftVertically: true } as const;

interface ContextBarProps {
  /** The selected image, among the area's images. */
  index: number;
  /** Its cell on the print area (mm) and the canvas's scale (px per mm). */
  cell: Cell;
  ppm: number;
  canvas: RefObject<HTMLElement | null>;
}

/**
 * The selected photo's commands in a bar beside its cell on the canvas: below it, or
 * pushed up over the photo's lower edge where the cell ends with the canvas (kept inside the canvas,
 * so it never covers the view tabs above it or the legend below); in the tab order after the
 * canvas's own buttons. Hidden on a phone's width (design-tools.css), where the tool sheet's bar holds them.
 */
export function ContextBar({ index, cell, ppm, canvas }: ContextBarProps) {
  const cellBox = () => {
    const box = canvas.current?.getBoundingClientRect();
    return box ? { left: box.left + cell.x * ppm, top: box.top + cell.y * ppm, width: cell.width * ppm, height: cell.height * ppm } : null;
  };
  const canvasBox = () => canvas.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  const bar = useRef<HTMLDivElement>(null);
  const barStyle = useFloatingBox(bar, true, cellBox, BAR_PLACEMENT, canvasBox, [cell.x, cell.y, cell.width, cell.height, ppm]);
  return (
    // Its keys are its buttons', not the canvas's (which moves the photo with the arrows).
    <div ref={bar} className="context-bar" style={barStyle} onKeyDown={(e) => e.stopPropagation()}>
      <DesignToolbar index={index} commands={commandsOf('photo')} label="design.tools.selected" />
    </div>
  );
}
