import type { ObjectView, PreviewMaterial, ViewPoint } from '../../../../shared/domain/preview/object-view';

/*
 * What lies under and over the finished object at an angle (2D canvases, painted when the object
 * or the view's size changes): the backdrop with the object's shadow, the gloss over its front.
 * Everything is in canvas pixels.
 */

type Context = CanvasRenderingContext2D;

export function path(context: Context, points: readonly ViewPoint[]) {
  context.beginPath();
  points.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
  context.closePath();
}

export const SIDE_COLOURS: Record<Exclude<PreviewMaterial, 'canvas'>, { right: string; top: string }> = {
  acrylic: { right: '#b0d6c8f2', top: '#d6ece4f2' },
  aluminium: { right: '#aeb2b6', top: '#d5d8db' },
  poster: { right: '#ebe8e2', top: '#f6f4f0' },
};

/** What does not change with the design: the backdrop and the object's shadow on it. */
export function drawObjectBackdrop(context: Context, size: { width: number; height: number }, view: ObjectView) {
  const { width, height } = size;
  const backdrop = context.createLinearGradient(0, 0, 0, height);
  backdrop.addColorStop(0, '#f4f1ec');
  backdrop.addColorStop(1, '#e2ddd5');
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);

  // A soft shadow on the wall behind, cast down and to the right, as layers of growing offset.
  const { front, right } = view;
  // Front and side together: the front's left edge, the side's far edge.
  const body = right ? [front[0], right[1], right[2], front[3]] : front;
  const lift = Math.max(4, Math.min(width, height) * 0.02);
  context.fillStyle = '#28201809';
  for (let i = 1; i <= 8; i += 1) {
    path(
      context,
      body.map((p) => ({ x: p.x + lift * (0.5 + i * 0.22), y: p.y + lift * (0.7 + i * 0.3) })),
    );
    context.fill();
  }
}

/** The gloss of acrylic glass and the sheen of aluminium from the front's top left to its bottom right. */
const GLOSS: Partial<Record<PreviewMaterial, [number, string][]>> = {
  acrylic: [
    [0, '#ffffff57'],
    [0.32, '#ffffff0f'],
    [0.38, '#ffffff38'],
    [0.46, '#fff0'],
    [1, '#ffffff14'],
  ],
  aluminium: [
    [0, '#ffffff29'],
    [0.5, '#fff0'],
    [0.75, '#ffffff1a'],
    [1, '#0000000d'],
  ],
};

/** Gloss of acrylic glass, the sheen of aluminium over the front; canvas has its weave on the print, a poster is matt. */
export function drawSurface(context: Context, view: ObjectView, material: PreviewMaterial) {
  const [tl, , br] = view.front;
  const stops = GLOSS[material];
  if (!stops) return;
  const gloss = context.createLinearGradient(tl.x, tl.y, br.x, br.y);
  for (const [at, colour] of stops) gloss.addColorStop(at, colour);
  context.fillStyle = gloss;
  path(context, view.front);
  context.fill();
  if (material === 'acrylic') {
    // The polished front edge catches the light.
    context.strokeStyle = '#ffffffb3';
    context.lineWidth = 1;
    context.stroke();
  }
}
