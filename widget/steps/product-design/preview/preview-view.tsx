import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  OBJECT_CAMERA,
  ROOMS,
  WALL_COLOURS,
  WARN_BELOW_DPI,
  isImageItem,
  lowestDpi,
  moveBy,
  objectView,
  previewObject,
  roomLayout,
} from '../../../../shared/domain';
import { configuratorStateAtom, designArea } from '../../../state/configurator-state';
import { placeImageAtom } from '../../../state/design-atoms';
import { arrowMove } from '../design-commands';
import { useWidth } from '../use-width';
import { drawObject, drawObjectBackdrop } from './draw-object';
import { type CachedLayer, cachedLayer, faceTexture } from './face-texture';
import { drawPrintOnWall, drawRoomBackground } from './draw-room';
import { previewRoomAtom, previewWallAtom } from './preview-atoms';
import { RoomPicker } from './room-picker';
import { useImageBitmaps } from './use-image-bitmaps';

/** Strips per face of the object view: with fewer, the perspective's error shows along the edges (drawStrips). */
const OBJECT_STRIPS = 16;

/** Height per width of the picture. */
const ASPECT = { object: 0.75, room: 0.72 };

/**
 * The shopper's print as the finished object at an angle, or on a wall of a room at true scale,
 * drawn with the print's own placement and edge data (shared/domain/preview). Each change asks for
 * one redraw in the next animation frame; the printed face and the empty room are cached layers,
 * redrawn only when what they show changes. Dragging and the arrow keys move the selected image.
 */
export function PreviewView({ view, selected }: { view: 'object' | 'room'; selected: number }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const place = useSetAtom(placeImageAtom);
  const [roomId] = useAtom(previewRoomAtom);
  const [, setCopies] = useState(0);
  const wall = useAtomValue(previewWallAtom);
  const container = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const face = useRef<CachedLayer | null>(null);
  const background = useRef<CachedLayer | null>(null);
  const pxPerMm = useRef(0);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const width = useWidth(container);
  const area = designArea(state);
  const areaDesign = area ? state.design[area.id] : undefined;
  const items = (areaDesign?.items ?? []).filter(isImageItem);
  const images = useImageBitmaps(items.map((item) => item.specs.src));
  const room = ROOMS.find((r) => r.id === roomId) ?? ROOMS[0];
  const object = area && state.product ? previewObject(state.product, state.instruction.configuration, area) : null;

  // A smaller copy of a photo made off the frame asks for one more redraw.
  const countCopy = useCallback(() => setCopies((n) => n + 1), []);

  useEffect(() => {
    if (!area || !areaDesign || !object || !room || width <= 0) return;
    const frame = requestAnimationFrame(() => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return;
      const start = performance.now();
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      const size = { width: Math.round(width * dpr), height: Math.round(width * ASPECT[view] * dpr) };
      if (canvas.width !== size.width) canvas.width = size.width;
      if (canvas.height !== size.height) canvas.height = size.height;

      const input = { area, design: areaDesign, items, images, material: object.material, sourceReady: countCopy };
      if (view === 'object') {
        const seen = objectView(object, OBJECT_CAMERA, size, size.width * 0.09, OBJECT_STRIPS);
        const backdrop = cachedLayer(background, JSON.stringify([view, size, object]), size, (layer) => drawObjectBackdrop(layer, size, seen));
        context.drawImage(backdrop, 0, 0);
        // Perspective enlarges the near edge: a little more than the centre's scale keeps it sharp.
        drawObject(context, seen, object.material, faceTexture(face, input, seen.pxPerMm * 1.25));
        pxPerMm.current = seen.pxPerMm / dpr;
      } else {
        const layout = roomLayout(room, { width: object.width / 10, height: object.height / 10 }, size);
        const key = JSON.stringify([view, room.id, wall, size, layout.pxPerCm]);
        context.drawImage(
          cachedLayer(background, key, size, (layer) => drawRoomBackground(layer, size, room, wall, layout)),
          0,
          0,
        );
        const faces = faceTexture(face, input, layout.pxPerCm / 10);
        drawPrintOnWall(context, layout, faces.texture, faces.front, object.depth);
        pxPerMm.current = layout.pxPerCm / 10 / dpr;
      }
      performance.measure(`preview-draw-${view}`, { start, end: performance.now() });
      // For tests and the bench: the picture is complete once every image has loaded.
      if (container.current) container.current.dataset.ready = String(images.every(Boolean));
    });
    return () => cancelAnimationFrame(frame);
  });

  if (!area || !areaDesign || !object || !room) return null;
  const item = items[selected] ?? items[0];
  const index = item ? items.indexOf(item) : -1;
  const move = (dx: number, dy: number) => {
    if (item) place({ index, placement: moveBy(item.specs.orig, item.specs.cell, item.specs.placement, dx, dy) });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const by = arrowMove(e);
    if (!by) return;
    e.preventDefault();
    move(by[0], by[1]);
  };
  const onPointerDown = (e: PointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent) => {
    const last = drag.current;
    if (!last || pxPerMm.current <= 0) return;
    drag.current = { x: e.clientX, y: e.clientY };
    move((e.clientX - last.x) / pxPerMm.current, (e.clientY - last.y) / pxPerMm.current);
  };
  const endDrag = () => {
    drag.current = null;
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
      >
        <canvas ref={canvasRef} aria-hidden="true" style={{ width: '100%', height: Math.round(width * ASPECT[view]) }} />
      </div>
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
