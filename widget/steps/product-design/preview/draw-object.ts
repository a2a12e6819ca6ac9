import type { FaceStrip, ObjectView, PreviewMaterial, Quad, ViewPoint } from '../../../../shared/domain';

/*
 * The finished object at an angle: each face drawn strip by strip (shared objectView) from the
 * face canvas, then shaded and given its material's surface. Everything is in canvas pixels.
 */

export interface TextureRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

type Context = CanvasRenderingContext2D;

/**
 * A face as strips, each drawn by one affine map (a canvas draws only affine maps) through the
 * middles of its left and right edges, as high as the higher of them: it meets the perspective on
 * the strip's centre line and covers the whole strip; along the top and bottom edges the picture
 * is off by at most half of how much the face's height changes across one strip (a pixel or two
 * with the view's 16 strips), and the one clip to the face's outline trims what reaches beyond.
 * An exact second draw per strip under a clip of its own cost a phone three times as much. Strips
 * reach four texture pixels into the next, which is drawn over them: their edges lean a little
 * differently, and where they met exactly a light hairline showed.
 */
function drawStrips(context: Context, texture: HTMLCanvasElement, rect: TextureRect, strips: readonly FaceStrip[]) {
  if (!strips.length || rect.width <= 0 || rect.height <= 0) return;
  context.save();
  path(context, faceOutline(strips));
  context.clip();
  for (const { u0, u1, quad } of mergeStrips(strips)) {
    const [tl, tr, br, bl] = quad;
    const sx = rect.x + u0 * rect.width;
    const sw = (u1 - u0) * rect.width;
    const sh = rect.height;
    const ax = (tr.x + br.x - tl.x - bl.x) / 2 / sw;
    const ay = (tr.y + br.y - tl.y - bl.y) / 2 / sw;
    const left = { x: bl.x - tl.x, y: bl.y - tl.y };
    const right = { x: br.x - tr.x, y: br.y - tr.y };
    const down = Math.hypot(left.x, left.y) >= Math.hypot(right.x, right.y) ? left : right;
    const bx = down.x / sh;
    const by = down.y / sh;
    context.setTransform(ax, ay, bx, by, (tl.x + bl.x) / 2 - (bx * sh) / 2, (tl.y + bl.y) / 2 - (by * sh) / 2);
    const overlap = Math.max(0, Math.min(4, rect.x + rect.width - sx - sw));
    context.drawImage(texture, sx, rect.y, sw + overlap, sh, 0, 0, sw + overlap, sh);
  }
  context.restore();
}

const edgeLength = (a: ViewPoint, b: ViewPoint) => Math.hypot(b.x - a.x, b.y - a.y);

/** Whether `quad` seen as one affine strip from u0 to u1 puts the point at `u` on its top and bottom edges within half a pixel of `top` and `bottom`. */
function linearAt(quad: Quad, u0: number, u1: number, u: number, top: ViewPoint, bottom: ViewPoint): boolean {
  const t = (u - u0) / (u1 - u0);
  const near = (a: ViewPoint, b: ViewPoint, p: ViewPoint) => Math.hypot(a.x + (b.x - a.x) * t - p.x, a.y + (b.y - a.y) * t - p.y) <= 0.5;
  return near(quad[0], quad[1], top) && near(quad[3], quad[2], bottom);
}

/**
 * Neighbouring strips joined while one affine draw still shows them within about a pixel (the
 * face's height and its foreshortening barely change across them): each draw costs a phone about
 * a millisecond whatever its size, and a narrow side or the thin top needs one or two where the
 * front needs all of them.
 */
function mergeStrips(strips: readonly FaceStrip[]): FaceStrip[] {
  const groups: FaceStrip[][] = [];
  for (const strip of strips) {
    const group = groups.at(-1);
    const first = group?.[0];
    const quad: Quad | null = first ? [first.quad[0], strip.quad[1], strip.quad[2], first.quad[3]] : null;
    const fits =
      group &&
      first &&
      quad &&
      Math.abs(edgeLength(strip.quad[1], strip.quad[2]) - edgeLength(first.quad[0], first.quad[3])) <= 1 &&
      group.every((member) => linearAt(quad, first.u0, strip.u1, member.u1, member.quad[1], member.quad[2]));
    if (fits) group.push(strip);
    else groups.push([strip]);
  }
  return groups.map((group) => {
    const first = group[0]!;
    const last = group.at(-1)!;
    return { u0: first.u0, u1: last.u1, quad: [first.quad[0], last.quad[1], last.quad[2], first.quad[3]] };
  });
}

function path(context: Context, points: readonly ViewPoint[]) {
  context.beginPath();
  points.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
  context.closePath();
}

/** The outline of a face drawn as strips. */
const faceOutline = (strips: readonly FaceStrip[]): ViewPoint[] => {
  const first = strips[0];
  const last = strips.at(-1);
  return first && last ? [first.quad[0], last.quad[1], last.quad[2], first.quad[3]] : [];
};

const SIDE_COLOURS: Record<Exclude<PreviewMaterial, 'canvas'>, { right: string; top: string }> = {
  acrylic: { right: 'rgba(176, 214, 200, 0.95)', top: 'rgba(214, 236, 228, 0.95)' },
  aluminium: { right: '#aeb2b6', top: '#d5d8db' },
  poster: { right: '#ebe8e2', top: '#f6f4f0' },
};

export interface ObjectFaces {
  readonly texture: HTMLCanvasElement;
  readonly front: TextureRect;
  readonly right: TextureRect;
  readonly top: TextureRect;
}

/** What does not change with the design: the backdrop and the object's shadow on it (one cached layer). */
export function drawObjectBackdrop(context: Context, size: { width: number; height: number }, view: ObjectView) {
  const { width, height } = size;
  const backdrop = context.createLinearGradient(0, 0, 0, height);
  backdrop.addColorStop(0, '#f4f1ec');
  backdrop.addColorStop(1, '#e2ddd5');
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);

  // A soft shadow on the wall behind, cast down and to the right, as layers of growing offset.
  const side = faceOutline(view.right);
  // Front and side together: the front's left edge, the side's far edge.
  const body = side.length ? [view.outline[0], side[1]!, side[2]!, view.outline[3]] : [...view.outline];
  const lift = Math.max(4, Math.min(width, height) * 0.02);
  context.fillStyle = 'rgba(40, 32, 24, 0.035)';
  for (let i = 1; i <= 8; i += 1) {
    path(
      context,
      body.map((p) => ({ x: p.x + lift * (0.5 + i * 0.22), y: p.y + lift * (0.7 + i * 0.3) })),
    );
    context.fill();
  }
}

/** The object over its backdrop: sides, front and the material's surface. */
export function drawObject(context: Context, view: ObjectView, material: PreviewMaterial, faces: ObjectFaces) {
  if (material === 'canvas') {
    drawStrips(context, faces.texture, faces.right, view.right);
    drawStrips(context, faces.texture, faces.top, view.top);
  } else {
    for (const [strips, colour] of [
      [view.right, SIDE_COLOURS[material].right],
      [view.top, SIDE_COLOURS[material].top],
    ] as const) {
      if (!strips.length) continue;
      context.fillStyle = colour;
      path(context, faceOutline(strips));
      context.fill();
    }
  }
  // The side turned from the light is darker, the top catches it.
  if (view.right.length) {
    context.fillStyle = 'rgba(0, 0, 0, 0.22)';
    path(context, faceOutline(view.right));
    context.fill();
  }
  if (view.top.length) {
    context.fillStyle = 'rgba(255, 255, 255, 0.16)';
    path(context, faceOutline(view.top));
    context.fill();
  }

  drawStrips(context, faces.texture, faces.front, view.front);
  drawSurface(context, view, material);
}

/** Gloss of acrylic glass, the sheen of aluminium; canvas has its weave in the texture, a poster is matt. */
function drawSurface(context: Context, view: ObjectView, material: PreviewMaterial) {
  const [tl, tr, br, bl] = view.outline;
  if (material === 'acrylic' || material === 'aluminium') {
    context.save();
    path(context, view.outline);
    context.clip();
    const gloss = context.createLinearGradient(tl.x, tl.y, br.x, br.y);
    if (material === 'acrylic') {
      gloss.addColorStop(0, 'rgba(255, 255, 255, 0.34)');
      gloss.addColorStop(0.32, 'rgba(255, 255, 255, 0.06)');
      gloss.addColorStop(0.38, 'rgba(255, 255, 255, 0.22)');
      gloss.addColorStop(0.46, 'rgba(255, 255, 255, 0)');
      gloss.addColorStop(1, 'rgba(255, 255, 255, 0.08)');
    } else {
      gloss.addColorStop(0, 'rgba(255, 255, 255, 0.16)');
      gloss.addColorStop(0.5, 'rgba(255, 255, 255, 0)');
      gloss.addColorStop(0.75, 'rgba(255, 255, 255, 0.1)');
      gloss.addColorStop(1, 'rgba(0, 0, 0, 0.05)');
    }
    context.fillStyle = gloss;
    context.fillRect(Math.min(tl.x, bl.x), Math.min(tl.y, tr.y), Math.max(tr.x, br.x) - Math.min(tl.x, bl.x), Math.max(bl.y, br.y) - Math.min(tl.y, tr.y));
    context.restore();
  }
  if (material === 'acrylic') {
    // The polished front edge catches the light.
    context.strokeStyle = 'rgba(255, 255, 255, 0.7)';
    context.lineWidth = 1;
    path(context, view.outline);
    context.stroke();
  }
}

const weaveTiles = new Map<number, HTMLCanvasElement>();

/** One repeat of the weave, `step` px per thread (made once per thread width). */
function weaveTile(step: number): HTMLCanvasElement | null {
  const cached = weaveTiles.get(step);
  if (cached) return cached;
  const tile = document.createElement('canvas');
  tile.width = step * 2;
  tile.height = step * 2;
  const t = tile.getContext('2d');
  if (!t) return null;
  t.fillStyle = 'rgba(0, 0, 0, 0.045)';
  t.fillRect(0, step, step * 2, 1);
  t.fillRect(step, 0, 1, step * 2);
  t.fillStyle = 'rgba(255, 255, 255, 0.04)';
  t.fillRect(0, 0, step, 1);
  weaveTiles.set(step, tile);
  return tile;
}

/** Canvas weave over the face texture: fine crossing threads, darker in the gaps. */
export function drawWeave(context: Context, width: number, height: number, threadPx: number) {
  const tile = weaveTile(Math.max(2, Math.round(threadPx)));
  const pattern = tile && context.createPattern(tile, 'repeat');
  if (!pattern) return;
  context.fillStyle = pattern;
  context.fillRect(0, 0, width, height);
}
