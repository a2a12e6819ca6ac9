import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useIntl } from '../../../lib/intl/intl-provider';
import {
  ROOMS,
  WALL_COLOURS,
  WARN_BELOW_DPI,
  isImageItem,
  lowestDpi,
  moveBy,
  previewObject,
  withPlacement,
  type PrintAreaDesign,
} from '../../../../shared/domain';
import { configuratorStateAtom, designArea } from '../../../state/configurator-state';
import { placeImageAtom } from '../../../state/design-atoms';
import { arrowMove } from '../design-commands';
import { useWidth } from '../use-width';
import { draw2d } from './draw-2d';
import { glPreview } from './gl-preview';
import { FACE_K, objectScene, roomScene } from './scene';
import { previewRoomAtom, previewWallAtom } from './preview-atoms';
import { RoomPicker } from './room-picker';
import { useImageBitmaps } from './use-image-bitmaps';

/**
 * The canvases, kept between mounts: what lies under the print (painted when the scene's key
 * changes) and what lies over it (the material's surface and gloss: when the key or where the
 * print lies changes), and between them WebGL's canvas or, where WebGL 2 is not available, a 2D
 * one (plain).
 */
const layers: Partial<Record<'background' | 'overlay' | 'plain', HTMLCanvasElement>> = {};
let painted = '';
let paintedOver = '';
const canvas = () => document.createElement('canvas');

/** Height per width of the picture. */
const ASPECT = { object: 0.75, room: 0.72 };

/**
 * The shopper's print as the finished object at an angle, or on a wall of a room at true scale,
 * drawn with the print's own placement and edge data (shared/domain/preview). Each change asks for
 * one redraw in the next animation frame: the print by WebGL (gl-preview.ts: the photo a texture,
 * the faces in true perspective) or, without it, on a 2D canvas (draw-2d.ts); what lies under and
 * over it only when that changes (scene.ts). Dragging and the arrow keys move the selected image.
 */
export function PreviewView({ view, selected }: { view: 'object' | 'room'; selected: number }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const place = useSetAtom(placeImageAtom);
  const [roomId] = useAtom(previewRoomAtom);
  const wall = useAtomValue(previewWallAtom);
  const container = useRef<HTMLDivElement>(null);
  const pxPerMm = useRef(0);
  const drag = useRef<{ x: number; y: number; index: number; design: PrintAreaDesign | null } | null>(null);
  const frame = useRef(0);
  const redraw = useRef<() => void>(() => undefined);
  const width = useWidth(container);
  const area = designArea(state);
  const areaDesign = area ? state.design[area.id] : undefined;
  const items = (areaDesign?.items ?? []).filter(isImageItem);
  const images = useImageBitmaps(items.map((item) => item.specs.src));
  const room = ROOMS.find((r) => r.id === roomId) ?? ROOMS[0];
  const object = area && state.product ? previewObject(state.product, state.instruction.configuration, area) : null;

  /** One redraw in the next animation frame, however many changes come before it. */
  const requestRedraw = () => {
    frame.current ||= requestAnimationFrame(() => redraw.current());
  };

  useEffect(() => {
    // What a frame draws: the design as the state has it, or as the drag in progress has moved it.
    redraw.current = () => {
      frame.current = 0;
      const element = container.current;
      const design = drag.current?.design ?? areaDesign;
      if (!element || !area || !design || !object || !room || width <= 0) return;
      const shown = design.items.filter(isImageItem);
      const gl = glPreview();
      const background = (layers.background ??= canvas());
      const middle = gl?.canvas ?? (layers.plain ??= canvas());
      const overlay = (layers.overlay ??= canvas());
      const canvases = [background, middle, overlay];
      // The same canvases serve every mount (WebGL keeps its textures); they are put in the view
      // here, each over the one before.
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
      const size = { width: Math.round(width * dpr), height: Math.round(width * ASPECT[view] * dpr) };
      for (const layer of canvases) {
        if (layer.width !== size.width) layer.width = size.width;
        if (layer.height !== size.height) layer.height = size.height;
      }
      const input = { area, design, items: shown, images, object };
      const scene = view === 'object' ? objectScene(size, input) : roomScene(size, input, room, wall);
      const under = background.getContext('2d');
      const over = overlay.getContext('2d');
      const faces = scene.faces();
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
      if (gl) gl.draw(faces, images);
      // A little sharper than the view's scale: perspective enlarges the near edge.
      else if (context) draw2d(context, faces, images, (scene.pxPerMm * 1.25) / FACE_K);
      pxPerMm.current = scene.pxPerMm / dpr;
      performance.measure(`preview-draw-${view}`, { start, end: performance.now() });
      // For tests and the bench: the picture is complete once every image has loaded.
      element.dataset.ready = String(images.every(Boolean));
    };
    requestRedraw();
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  });

  if (!area || !areaDesign || !object || !room) return null;
  const item = items[selected] ?? items[0];
  const index = item ? items.indexOf(item) : -1;
  const onKeyDown = (e: KeyboardEvent) => {
    const by = arrowMove(e);
    if (!by || !item) return;
    e.preventDefault();
    place({ index, placement: moveBy(item.specs.orig, item.specs.cell, item.specs.placement, by[0], by[1]) });
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!item) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, index, design: null };
  };
  // A drag moves the picture by itself, frame by frame (no render of the configurator on each
  // pointer move), and comes into the design as one undo step when it ends.
  const onPointerMove = (e: PointerEvent) => {
    const current = drag.current;
    if (!current || pxPerMm.current <= 0) return;
    const design = current.design ?? areaDesign;
    const moving = design.items[current.index];
    if (!moving || !isImageItem(moving)) return;
    const { orig, cell, placement } = moving.specs;
    const moved = moveBy(orig, cell, placement, (e.clientX - current.x) / pxPerMm.current, (e.clientY - current.y) / pxPerMm.current);
    drag.current = { ...current, x: e.clientX, y: e.clientY, design: withPlacement(design, current.index, moved) };
    requestRedraw();
  };
  const endDrag = () => {
    const ended = drag.current;
    drag.current = null;
    const moved = ended?.design?.items[ended.index];
    if (ended && moved && isImageItem(moved)) place({ index: ended.index, placement: moved.specs.placement });
  };

  const size = { width: Math.round(object.width / 10), height: Math.round(object.height / 10) };
  const furniture = intl.formatMessage({ id: `preview.furniture.${room.furniture.kind}` }, { width: room.furniture.width });
  const caption = intl.formatMessage({ id: 'preview.room.caption' }, { ...size, furniture });
  const label = view === 'object' ? intl.formatMessage({ id: 'preview.object.label' }, size) : intl.formatMessage({ id: 'preview.room.label' }, { caption });
  const dpi = lowestDpi(areaDesign);

  return (
    <div className="preview-view">
      <div
        ref={container}
        className="preview-canvas"
        role="application"
        tabIndex={0}
        aria-label={label}
        data-testid="preview-canvas"
        data-view={view}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        style={{ position: 'relative', height: Math.round(width * ASPECT[view]) }}
      />
      {dpi !== null && dpi < WARN_BELOW_DPI && <p className="preview-soft">{intl.formatMessage({ id: 'preview.soft' })}</p>}
      {view === 'room' && (
        <>
          <p className="preview-caption">{caption}</p>
          <RoomPicker colours={WALL_COLOURS} />
        </>
      )}
    </div>
  );
}
