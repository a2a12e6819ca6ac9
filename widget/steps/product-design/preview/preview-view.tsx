import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { WARN_BELOW_DPI, isImageItem, lowestDpi, moveBy, withPlacement, type PrintAreaDesign } from '../../../../shared/domain';
import { ROOMS, WALL_COLOURS } from '../../../../shared/domain/preview/room-view';
import { previewObject } from '../../../../shared/domain/preview/object-view';
import { isTextItem } from '../../../../shared/domain/text';
import { configuratorStateAtom, designArea } from '../../../state/configurator-state';
import { placeImageAtom } from '../../../state/design-atoms';
import { arrowMove } from '../design-commands';
import { useWidth } from '../use-width';
import { paintPreview } from './paint-preview';
import { PREVIEW_ASPECT } from './preview-aspect';
import { previewRoomAtom, previewWallAtom } from './preview-atoms';
import { ProofSwitches } from './proof-switches';
import { RoomPicker } from './room-picker';
import { useAdjustedBitmaps } from './use-adjusted-bitmaps';
import { useSoftProof } from './use-soft-proof';
import { useTextsWithFonts } from './use-texts-with-fonts';

const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Whether two designs hold the same photos in the same colour adjustments, wherever they are placed. */
const photosOf = (design: PrintAreaDesign) => design.items.filter(isImageItem).flatMap((item) => [item.specs.src, item.specs.adjust]);
const samePhotos = (a: PrintAreaDesign, b: PrintAreaDesign) => a === b || sameItems(photosOf(a), photosOf(b));

/**
 * The shopper's print as the finished object at an angle, or on a wall of a room at true scale,
 * drawn with the print's own placement and edge data (shared/domain/preview). Each change asks for
 * one redraw (paint-preview.ts) in the next animation frame. Dragging and the arrow keys move the
 * selected image.
 */
export function PreviewView({ view, selected }: { view: 'object' | 'room'; selected: number }) {
  const intl = useIntl();
  const store = useStore();
  const state = useAtomValue(configuratorStateAtom);
  const place = useSetAtom(placeImageAtom);
  const [roomId] = useAtom(previewRoomAtom);
  const wall = useAtomValue(previewWallAtom);
  const container = useRef<HTMLDivElement>(null);
  const pxPerMm = useRef(0);
  const drag = useRef<{ x: number; y: number; index: number; design: PrintAreaDesign | null } | null>(null);
  const frame = useRef(0);
  const redraw = useRef<() => void>(() => undefined);
  const drawn = useRef<readonly unknown[]>([]);
  const width = useWidth(container);
  const area = designArea(state);
  const areaDesign = area ? state.design[area.id] : undefined;
  const items = (areaDesign?.items ?? []).filter(isImageItem);
  const images = useAdjustedBitmaps(items);
  const designTexts = (areaDesign?.items ?? []).filter(isTextItem).map((text) => text.specs);
  const texts = useTextsWithFonts(designTexts);
  const { proof, waiting } = useSoftProof();
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
      // The state's newest design, also before React has rendered it: a toolbar's zoom renders the
      // rest of the step in a transition, after the frame that shows it here. Only while its photos
      // are those the bitmaps were made for: a photo added or taken away waits for the render.
      const latest = area ? store.get(configuratorStateAtom).design[area.id] : undefined;
      const design = drag.current?.design ?? (latest && areaDesign && samePhotos(latest, areaDesign) ? latest : areaDesign);
      if (!element || !area || !design || !object || !room || width <= 0) return;
      // A state change draws from the store at once, and the render that follows it asks again with
      // the same picture: drawn once. The object and the print area are made anew when the
      // instruction changes (a quantity, say), so they count by their values.
      const { material, width: w, height: h, depth } = object;
      const inputs = [view, width, JSON.stringify(area), design, material, w, h, depth, room, wall, proof, images.length, ...images, ...texts];
      if (!sameItems(drawn.current, inputs)) {
        pxPerMm.current = paintPreview(element, { view, width, area, design, images, texts, object, room, wall, proof });
        drawn.current = inputs;
      }
      // For tests and the bench: the picture is complete once every image, every text's font and the proof's table has loaded.
      element.dataset.ready = String(images.every(Boolean) && texts.length === designTexts.length && !waiting);
      element.dataset.proof = proof ? (proof.gamut ? 'gamut' : 'on') : 'off';
    };
    requestRedraw();
    return () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  });

  // Each change of the state asks for a redraw at once, not after React's render of it.
  useEffect(() => store.sub(configuratorStateAtom, requestRedraw));

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
        style={{ position: 'relative', height: Math.round(width * PREVIEW_ASPECT[view]) }}
      />
      <ProofSwitches />
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
