import { type CSSProperties, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import type { Cell } from '../../../shared/domain';
import { useT } from '../../../ui/intl/use-t';

interface CellSwapProps {
  /** The photos' cells on the full area (mm), in the design's order. */
  cells: readonly Cell[];
  /** The cells the layout leaves free (free-cells.ts): a photo may move into one. */
  free?: readonly Cell[];
  /** Pixels per millimetre of the canvas under this layer. */
  ppm: number;
  /** Wrap and bleed round the front (mm): the buttons sit on the visible front. */
  inset: number;
  onSwap: (a: number, b: number) => void;
  /** Moves photo `a` into the `free`-th free cell. */
  onMove?: (a: number, free: number) => void;
}

/** A pointer that moves less than this (px) clicks rather than drags. */
const DRAG_SLOP = 6;
/** A click this soon (ms) after a drag ended is the drag's own. */
const CLICK_AFTER_DRAG = 300;

const layer: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };
const hidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };
const button = (left: number, top: number, pressed: boolean): CSSProperties => ({
  position: 'absolute',
  left,
  top,
  pointerEvents: 'auto',
  touchAction: 'none',
  cursor: 'grab',
  minWidth: 32,
  minHeight: 32,
  borderRadius: 16,
  border: '1px solid #8a5a2b',
  background: pressed ? '#8a5a2b' : '#ffffffe6',
  color: pressed ? '#fff' : '#3a2a1a',
});

/**
 * Swapping the photos of two cells, over the design canvas: drag a cell's button onto another
 * cell, or (one pointer, or the keyboard: WCAG 2.5.7) press the button of one cell, then of the
 * other; a free cell's button shows while a photo is picked, and moves it there. The canvas's own
 * drag stays the photo's move inside its cell.
 */
export function CellSwap({ cells, free = [], ppm, inset, onSwap, onMove }: CellSwapProps) {
  const t = useT();
  const [from, setFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const drag = useRef<{ index: number; x: number; y: number; moved: boolean } | null>(null);
  // When the last drag ended: the click that follows it is not a press.
  const dragEnded = useRef(-Infinity);
  const root = useRef<HTMLDivElement>(null);
  if (cells.length < 2) return null;

  // Targets are the photos' cells, then the free ones.
  const targets = [...cells, ...free];
  const swap = (a: number, b: number) => {
    setFrom(null);
    if (b >= cells.length) {
      onMove?.(a, b - cells.length);
      setSaid(t('design.swap.moved', { index: a + 1 }));
      return;
    }
    onSwap(a, b);
    setSaid(t('design.swap.done', { a: a + 1, b: b + 1 }));
  };
  const press = (index: number) => {
    if (from === null) {
      setFrom(index);
      setSaid(t('design.swap.hint', { index: index + 1 }));
    } else if (from === index) {
      setFrom(null);
      setSaid('');
    } else swap(from, index);
  };
  const cellAt = (e: PointerEvent) => {
    const rect = root.current?.getBoundingClientRect();
    const x = (e.clientX - (rect?.left ?? 0)) / ppm;
    const y = (e.clientY - (rect?.top ?? 0)) / ppm;
    return targets.findIndex((c) => x >= c.x && x < c.x + c.width && y >= c.y && y < c.y + c.height);
  };
  const onPointerDown = (index: number) => (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { index, x: e.clientX, y: e.clientY, moved: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    const current = drag.current;
    if (!current) return;
    current.moved ||= Math.hypot(e.clientX - current.x, e.clientY - current.y) > DRAG_SLOP;
    if (current.moved) setOver(cellAt(e));
  };
  const onPointerUp = (e: PointerEvent) => {
    const current = drag.current;
    drag.current = null;
    setOver(null);
    if (!current?.moved) return;
    dragEnded.current = e.timeStamp;
    const target = cellAt(e);
    if (target >= 0 && target !== current.index) swap(current.index, target);
  };
  const onClick = (index: number, e: MouseEvent) => {
    if (e.timeStamp - dragEnded.current > CLICK_AFTER_DRAG) press(index);
  };
  const target = over === null ? undefined : targets[over];

  return (
    // Inside the canvas: keys on these buttons are theirs, not the canvas's shortcuts.
    <div ref={root} style={layer} className="cell-swap" onKeyDown={(e) => e.stopPropagation()}>
      {target && (
        <div
          style={{
            position: 'absolute',
            left: target.x * ppm,
            top: target.y * ppm,
            width: target.width * ppm,
            height: target.height * ppm,
            outline: '3px dashed #8a5a2b',
            outlineOffset: -3,
          }}
        />
      )}
      {cells.map((cell, index) => {
        const name =
          from === null ? t('design.swap.start', { index: index + 1 }) : from === index ? t('design.swap.cancel') : t('design.swap.with', { index: index + 1 });
        return (
          <button
            key={index}
            type="button"
            aria-label={name}
            title={name}
            style={button(Math.max(cell.x, inset) * ppm + 6, Math.max(cell.y, inset) * ppm + 6, from === index)}
            onPointerDown={onPointerDown(index)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onClick={(e) => onClick(index, e)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && from !== null) {
                setFrom(null);
                setSaid('');
              }
            }}
          >
            ⇄ {index + 1}
          </button>
        );
      })}
      {from !== null &&
        onMove &&
        free.map((cell, i) => (
          <button
            key={`free-${i}`}
            type="button"
            aria-label={t('design.swap.toFree')}
            title={t('design.swap.toFree')}
            style={button(Math.max(cell.x, inset) * ppm + 6, Math.max(cell.y, inset) * ppm + 6, false)}
            onClick={() => swap(from, cells.length + i)}
          >
            ⇥
          </button>
        ))}
      <p role="status" style={hidden}>
        {said}
      </p>
    </div>
  );
}
