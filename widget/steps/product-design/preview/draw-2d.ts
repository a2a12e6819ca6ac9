import { type FaceQuad, type ViewPoint, faceViewPoint } from '../../../../shared/domain/preview/object-view';
import { path } from './draw-object';
import type { PreviewFace } from './scene';
import type { PreviewImage } from './text-layer';

/*
 * The preview's print on a 2D canvas, where WebGL 2 is not available: the same faces WebGL draws.
 * The face drawing's steps are composed on a texture canvas (each layer drawn from its photo
 * through the inverse of its raster-to-photo map, a soft one first reduced to the pixels it keeps),
 * then each face is drawn from it strip by strip (a canvas has no perspective).
 */

type Context = CanvasRenderingContext2D;

interface TextureRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A face as `count` strips along its texture's x axis, each drawn by one affine map (a canvas
 * draws only affine maps) through the middles of its left and right edges, as high as the higher
 * of them: it meets the perspective on the strip's centre line and covers the whole strip; along
 * the top and bottom edges the picture is off by at most half of how much the face's height
 * changes across one strip (a pixel or two with 16 strips), and the one clip to the face's outline
 * trims what reaches beyond. Strips reach four texture pixels into the next, which is drawn over
 * them: their edges lean a little differently, and where they met exactly a light hairline showed.
 */
function drawStrips(context: Context, texture: HTMLCanvasElement, rect: TextureRect, quad: FaceQuad, count: number) {
  context.save();
  path(context, quad);
  context.clip();
  for (let i = 0; i < count; i += 1) {
    const u0 = i / count;
    const u1 = (i + 1) / count;
    const [tl, tr, br, bl] = [u0, u1, u1, u0].map((u, corner) => faceViewPoint(quad, u, corner < 2 ? 0 : 1)) as [ViewPoint, ViewPoint, ViewPoint, ViewPoint];
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

const texture = document.createElement('canvas');
const reduced = document.createElement('canvas');

/** Draws `faces` from `images` on `context`, the face drawing composed at `scale` texture px per raster px. */
export function draw2d(context: Context, faces: readonly PreviewFace[], images: readonly (PreviewImage | null)[], scale: number) {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  const ops = faces.find((face) => face.rect)?.ops ?? [];
  // The first step is the white under everything: the whole printed area.
  const full = ops[0]?.target;
  const t = texture.getContext('2d');
  if (full && t) {
    const k = Math.min(scale, 2048 / Math.max(full.right, full.bottom));
    texture.width = Math.ceil(full.right * k);
    texture.height = Math.ceil(full.bottom * k);
    for (const op of ops) {
      const { left, top, right, bottom } = op.target;
      t.save();
      t.beginPath();
      t.rect(left * k, top * k, (right - left) * k, (bottom - top) * k);
      t.clip();
      const image = op.kind === 'image' ? images[op.layer.item] : null;
      t.fillStyle = op.kind === 'fill' ? op.colour : '#e9e4dd';
      if (op.kind === 'fill' || !image) t.fill();
      else {
        const { plan, detail } = op.layer;
        let source: CanvasImageSource = image;
        let [a, b, c, d, e, f] = op.map;
        const r = reduced.getContext('2d');
        if (detail.width < plan.scaled.width && r) {
          // As soft as the print: the layer's region first at the pixels it keeps (averaged, as the
          // print's coarse pixels are), then enlarged smoothly.
          const { region } = plan;
          reduced.width = detail.width;
          reduced.height = detail.height;
          r.imageSmoothingQuality = 'high';
          r.drawImage(image, region.left, region.top, region.width, region.height, 0, 0, detail.width, detail.height);
          const fx = detail.width / region.width;
          const fy = detail.height / region.height;
          [a, b, c, d, e, f] = [a * fx, b * fy, c * fx, d * fy, (e - region.left) * fx, (f - region.top) * fy];
          source = reduced;
        } else t.imageSmoothingQuality = 'high';
        // Photo px to texture px: the inverse of the map, scaled.
        const det = (a * d - b * c) / k;
        t.setTransform(d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det);
        t.drawImage(source, 0, 0);
      }
      t.restore();
    }
  }
  for (const {
    quad,
    rect,
    ops: [step],
  } of faces) {
    if (rect && full) {
      const k = texture.width / full.right;
      // Straight on (the wall) one draw is exact; in perspective, 16 strips.
      drawStrips(
        context,
        texture,
        { x: rect.left * k, y: rect.top * k, width: (rect.right - rect.left) * k, height: (rect.bottom - rect.top) * k },
        quad,
        quad.some((p) => p.w !== 1) ? 16 : 1,
      );
    } else if (step?.kind === 'fill') {
      context.fillStyle = step.colour;
      path(context, quad);
      context.fill();
    }
  }
}
