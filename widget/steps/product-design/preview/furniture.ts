import type { FurnitureKind, ViewRect } from '../../../../shared/domain/preview/room-view';

/*
 * The furniture of the room views, drawn by us to its known size (shared ROOMS): the room's
 * scale comes from it, so it must be drawn exactly to its rectangle. Lengths in centimetres from
 * the rectangle's lower left corner, up is positive.
 */

type Context = CanvasRenderingContext2D;

function painter(context: Context, rect: ViewRect, pxPerCm: number) {
  const x = (cm: number) => rect.x + cm * pxPerCm;
  const y = (cm: number) => rect.y + rect.height - cm * pxPerCm;
  /** A box from (left, bottom), `w` wide and `h` high, with corners rounded by `r` cm. */
  const box = (left: number, bottom: number, w: number, h: number, r: number, fill: string | CanvasGradient) => {
    context.beginPath();
    context.roundRect(x(left), y(bottom + h), w * pxPerCm, h * pxPerCm, r * pxPerCm);
    context.fillStyle = fill;
    context.fill();
  };
  const vertical = (bottom: number, top: number, from: string, to: string) => {
    const g = context.createLinearGradient(0, y(top), 0, y(bottom));
    g.addColorStop(0, from);
    g.addColorStop(1, to);
    return g;
  };
  return { box, vertical };
}

function sofa(context: Context, rect: ViewRect, pxPerCm: number) {
  const { box, vertical } = painter(context, rect, pxPerCm);
  const fabric = vertical(0, 85, '#7d8a9c', '#5d6878');
  for (const left of [8, 186]) box(left, 0, 6, 12, 1, '#3b2f25'); // legs
  box(0, 10, 200, 75, 9, '#56606f'); // back
  box(4, 14, 192, 66, 8, fabric);
  for (const left of [16, 71, 126]) box(left, 44, 58, 36, 7, vertical(44, 80, '#8794a6', '#6f7b8c')); // back cushions
  box(12, 12, 176, 32, 6, vertical(12, 44, '#7b889a', '#586373')); // seat
  for (const left of [0, 176]) box(left, 10, 24, 58, 8, vertical(10, 68, '#6d798a', '#515b69')); // arms
  box(40, 44, 34, 28, 8, '#d9b382'); // a cushion
}

function sideboard(context: Context, rect: ViewRect, pxPerCm: number) {
  const { box, vertical } = painter(context, rect, pxPerCm);
  for (const left of [5, 72]) box(left, 0, 3, 16, 0.5, '#2f2a25'); // legs
  box(0, 14, 80, 62, 1.5, vertical(14, 76, '#b48a63', '#946c4b'));
  for (const bottom of [18, 38, 58]) {
    box(3, bottom, 74, 16, 0.8, vertical(bottom, bottom + 16, '#bf9670', '#a37a56'));
    box(35, bottom + 7, 10, 1.6, 0.8, '#3a332c'); // handle
  }
  // A vase with a few stems on top.
  box(52, 76, 12, 14, 5, vertical(76, 90, '#e8e1d6', '#cfc5b7'));
  context.strokeStyle = '#5e6b4a';
  context.lineWidth = Math.max(1, 0.6 * pxPerCm);
  for (const [dx, top, lean] of [
    [56, 128, -8],
    [58, 136, 2],
    [60, 124, 9],
  ] as const) {
    context.beginPath();
    context.moveTo(rect.x + dx * pxPerCm, rect.y + rect.height - 88 * pxPerCm);
    context.quadraticCurveTo(
      rect.x + (dx + lean / 2) * pxPerCm,
      rect.y + rect.height - 110 * pxPerCm,
      rect.x + (dx + lean) * pxPerCm,
      rect.y + rect.height - top * pxPerCm,
    );
    context.stroke();
  }
}

function bed(context: Context, rect: ViewRect, pxPerCm: number) {
  const { box, vertical } = painter(context, rect, pxPerCm);
  box(0, 0, 160, 105, 4, vertical(0, 105, '#cdbba6', '#ad9a84')); // headboard
  for (const left of [40, 80, 120]) box(left - 0.4, 8, 0.8, 92, 0.4, 'rgba(0, 0, 0, 0.08)'); // its seams
  box(18, 46, 56, 26, 8, '#f3efe8'); // pillows
  box(86, 46, 56, 26, 8, '#f3efe8');
  box(-6, 0, 172, 52, 4, vertical(0, 52, '#f7f4ef', '#dcd6cc')); // duvet, a little wider than the frame
  box(-6, 0, 172, 24, 3, vertical(0, 24, '#9aa88f', '#7f8d75')); // blanket at the foot
}

export function drawFurniture(context: Context, kind: FurnitureKind, rect: ViewRect, pxPerCm: number) {
  if (kind === 'sofa') sofa(context, rect, pxPerCm);
  else if (kind === 'sideboard') sideboard(context, rect, pxPerCm);
  else bed(context, rect, pxPerCm);
}
