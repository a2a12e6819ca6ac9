import type { PrintArea, PrintAreaDesign } from '../../../../shared/domain';
import type { PreviewObject } from '../../../../shared/domain/preview/object-view';
import type { Room } from '../../../../shared/domain/preview/room-view';
import type { TextItemSpecs } from '../../../../shared/domain/text';
import { isImageItem } from '../../../../shared/domain';
import { draw2d } from './draw-2d';
import { PREVIEW_ASPECT } from './preview-aspect';
import { type ProofSetting, glPreview } from './gl-preview';
import { proofedImages } from './proof-2d';
import { FACE_K, objectScene, roomScene } from './scene';
import { type TextLayer, paintTextLayer, withTextLayer } from './text-layer';

/*
 * The canvases, kept between mounts: what lies under the print (painted when the scene's key
 * changes) and what lies over it (the material's surface and gloss: when the key or where the
 * print lies changes), and between them WebGL's canvas or, where WebGL 2 is not available, a 2D
 * one (plain).
 */
const layers: Partial<Record<'background' | 'overlay' | 'plain', HTMLCanvasElement>> = {};
let painted = '';
let paintedOver = '';
/** The texts' layer and what it was painted of: painted anew only when that changes (not on every frame of a drag). */
let texts: { key: string; layer: TextLayer | null } = { key: '', layer: null };
const canvas = () => document.createElement('canvas');

export interface PreviewPicture {
  readonly view: 'object' | 'room';
  /** The view's width in CSS px. */
  readonly width: number;
  readonly area: PrintArea;
  readonly design: PrintAreaDesign;
  readonly images: readonly (ImageBitmap | null)[];
  /** The texts to show (those whose fonts have arrived), in the design's order. */
  readonly texts: readonly TextItemSpecs[];
  readonly object: PreviewObject;
  readonly room: Room;
  readonly wall: string;
  /** The soft proof to show the photos through, or null. */
  readonly proof: ProofSetting | null;
}

/**
 * Draws the picture into `element` (its canvases put there, each over the one before): the print by
 * WebGL (gl-preview.ts: the photo a texture, the faces in true perspective) or, without it, on a 2D
 * canvas (draw-2d.ts); what lies under and over it only when that changes (scene.ts). Answers the
 * view's CSS px per millimetre at the print's centre, which a drag on the view moves the image by.
 */
export function paintPreview(element: HTMLElement, picture: PreviewPicture): number {
  const { view, width, area, design, images, object, room, wall, proof } = picture;
  const gl = glPreview();
  const background = (layers.background ??= canvas());
  const middle = gl?.canvas ?? (layers.plain ??= canvas());
  const overlay = (layers.overlay ??= canvas());
  const canvases = [background, middle, overlay];
  // The same canvases serve every mount (WebGL keeps its textures).
  if (canvases.some((layer, i) => element.children[i] !== layer)) {
    for (const [i, layer] of canvases.entries()) {
      layer.style.cssText = `display:block;width:100%;height:100%${i ? ';position:absolute;top:0;left:0' : ''}`;
      layer.setAttribute('aria-hidden', 'true');
    }
    element.replaceChildren(...canvases);
  }
  const start = performance.now();
  // At most 1.5 canvas px per CSS px, also on a phone's 2.6: 2 shaded (and, where the page
  // composites without a GPU, read back) 1.8x the pixels every frame, and at the view's size
  // the photo and the outline look the same (up close the weave's threads are a little softer).
  const dpr = Math.min(1.5, window.devicePixelRatio || 1);
  const size = { width: Math.round(width * dpr), height: Math.round(width * PREVIEW_ASPECT[view] * dpr) };
  for (const layer of canvases) {
    if (layer.width !== size.width) layer.width = size.width;
    if (layer.height !== size.height) layer.height = size.height;
  }
  const input = { area, design, items: design.items.filter(isImageItem), images, object };
  const scene = view === 'object' ? objectScene(size, input) : roomScene(size, input, room, wall);
  const under = background.getContext('2d');
  const over = overlay.getContext('2d');
  const faces = scene.faces();
  // Twice the view's scale at the print's centre: sharp also on the near edge in perspective.
  const textKey = JSON.stringify([area.specs, picture.texts, Math.round(scene.pxPerMm * 20)]);
  if (textKey !== texts.key) texts = { key: textKey, layer: paintTextLayer(area, picture.texts, scene.pxPerMm * 2) };
  const { layer } = texts;
  const shown = layer ? withTextLayer(area, faces, layer, images.length) : faces;
  const sources = layer ? [...images, layer.canvas] : images;
  if (under && scene.key !== painted) {
    scene.paint(under);
    painted = scene.key;
  }
  // The surface lies where the faces are, whatever the design shows on them.
  const overKey = JSON.stringify([scene.key, !!gl, faces.map(({ quad, rect, surface }) => surface && [quad, rect])]);
  if (over && overKey !== paintedOver) {
    over.clearRect(0, 0, size.width, size.height);
    if (gl) {
      gl.draw(faces, images, 'surface');
      over.drawImage(gl.canvas, 0, 0);
    }
    scene.gloss(over);
    paintedOver = overKey;
  }
  const context = gl ? null : middle.getContext('2d');
  if (gl) gl.draw(shown, sources, 'print', proof);
  // A little sharper than the view's scale: perspective enlarges the near edge.
  else if (context) draw2d(context, shown, proofedImages(sources, proof), (scene.pxPerMm * 1.25) / FACE_K);
  performance.measure(`preview-draw-${view}`, { start, end: performance.now() });
  return scene.pxPerMm / dpr;
}
