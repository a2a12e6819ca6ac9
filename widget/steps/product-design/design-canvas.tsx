import type Konva from 'konva';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useRef } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Layer, Rect, Stage } from 'react-konva';
import { areaGeometry, collageStyleOf, isImageItem, moveBy, zoomAt, type ImageItem, type Placement } from '../../../shared/domain';
import { moveIntoFreeCellAtom, swapImagesAtom } from '../../state/collage-atoms';
import { freeCells } from '../../../shared/domain/design/free-cells';
import { configuratorStateAtom, designArea } from '../../state/configurator-state';
import { placeImageAtom } from '../../state/design-atoms';
import { AreaGuides } from './area-guides';
import { CellSwap } from './cell-swap';
import { ContextBar } from './context-bar';
import { arrowMove, commandForKey, ZOOM_STEP } from './design-commands';
import { EdgePreview } from './edge-preview';
import { CellOutline, PlacedImage } from './placed-image';
import { scaleTextAtom, selectedTextAtom } from './text/text-atoms';
import { TextEditing } from './text/text-editor';
import { TextLayer } from './text/text-layer';
import { TextSelectionStatus } from './text/text-selection-status';
import { useTextKeys } from './text/use-text-keys';
import { useDesignCommands } from './use-design-commands';
import { usePinchRotate } from './use-pinch-rotate';
import { useWidth } from './use-width';

/**
 * The print area drawn to scale (Konva), with its images. The model is the configurator state;
 * Konva nodes are only its view. Pointer, wheel, pinch (use-pinch-rotate.ts) and keyboard all end in the same domain
 * functions (moveBy, zoomAt, rotateTo), which keep every image covering its cell; the keys of the
 * toolbar's commands run those commands (design-commands.ts). A collage's photos swap cells by the
 * buttons over the canvas (cell-swap.tsx); the selected photo's commands sit beside it (context-bar.tsx).
 * The texts lie over the photos (text/text-layer.tsx); the selection is an image or a text (text/text-atoms.ts):
 * while a text is selected, the wheel and two fingers resize and turn the text instead.
 */
export function DesignCanvas({ selected, onSelect }: { selected: number; onSelect: (index: number) => void }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const place = useSetAtom(placeImageAtom);
  const swap = useSetAtom(swapImagesAtom);
  const moveIntoFree = useSetAtom(moveIntoFreeCellAtom);
  const container = useRef<HTMLDivElement>(null);
  const width = useWidth(container);
  const photos = useRef<Konva.Layer>(null);
  const [selectedText, setSelectedText] = useAtom(selectedTextAtom);
  const scaleText = useSetAtom(scaleTextAtom);
  const textKeys = useTextKeys();
  const area = designArea(state);
  const areaDesign = area ? state.design[area.id] : undefined;
  const items = (areaDesign?.items ?? []).filter(isImageItem);
  const item: ImageItem | undefined = items[selected] ?? items[0];
  const index = item ? items.indexOf(item) : -1;
  const commands = useDesignCommands(index);
  const geometry = area ? areaGeometry(area) : undefined;
  const ppm = geometry && width > 0 ? width / geometry.full.width : 0;
  const gesture = usePinchRotate(item, index, ppm);
  if (!area || !geometry) return null;
  const freeOnes = freeCells(area, areaDesign);

  const apply = (change: (item: ImageItem) => Placement) => {
    if (!item) return;
    place({ index, placement: change(item) });
  };
  const zoom = (factor: number, anchor?: { x: number; y: number }) => apply((it) => zoomAt(it.specs.orig, it.specs.cell, it.specs.placement, factor, anchor));

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const factor = e.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP;
    // A selected text takes the wheel: it grows or shrinks, the photo under it stays.
    if (selectedText !== null) {
      scaleText({ index: selectedText, factor });
      return;
    }
    const pointer = e.target.getStage()?.getPointerPosition();
    if (!item || !pointer) return;
    const anchor = { x: pointer.x / ppm - item.specs.cell.x, y: pointer.y / ppm - item.specs.cell.y };
    zoom(factor, anchor);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (textKeys(e) || !item) return;
    const move = arrowMove(e);
    if (move && selectedText === null) {
      e.preventDefault();
      apply((it) => moveBy(it.specs.orig, it.specs.cell, it.specs.placement, move[0], move[1]));
      return;
    }
    const command = commandForKey(e);
    if (command && commands.enabled(command)) {
      e.preventDefault();
      commands.run(command);
    }
  };

  return (
    <div
      ref={container}
      className="design-canvas"
      tabIndex={0}
      role="application"
      aria-label={intl.formatMessage({ id: 'design.canvas.label' })}
      onKeyDown={onKeyDown}
      data-testid="design-canvas"
      style={{ position: 'relative' }}
      {...gesture.handlers}
    >
      {ppm > 0 && (
        <Stage width={width} height={Math.round(geometry.full.height * ppm)} onWheel={onWheel}>
          <Layer ref={photos}>
            <Rect width={width} height={geometry.full.height * ppm} fill={collageStyleOf(areaDesign?.collage).background} listening={false} />
            {items.map((it, i) => (
              <PlacedImage
                key={`${it.specs.orig.id}-${i}`}
                item={it}
                placement={(i === index && gesture.placement) || it.specs.placement}
                ppm={ppm}
                selected={selectedText === null && items.length > 1 && i === index}
                draggable={!gesture.active}
                onSelect={() => {
                  setSelectedText(null);
                  onSelect(i);
                }}
                // A second finger ends the drag; the gesture then places the image, not the drag.
                onDragEnd={(placement) => gesture.active || place({ index: i, placement })}
              />
            ))}
          </Layer>
          <TextLayer ppm={ppm} photos={photos} draggable={!gesture.active} />
          <Layer listening={false}>
            {areaDesign && <EdgePreview area={area} design={areaDesign} items={items} ppm={ppm} />}
            <AreaGuides geometry={geometry} trim={area.specs.trim} ppm={ppm} />
            {/* A free cell's outline, as a guide (not printed): the background alone would hide where the cell is. */}
            {freeOnes.map((cell) => (
              <CellOutline key={`free-${cell.x}-${cell.y}`} cell={cell} ppm={ppm} dashed />
            ))}
          </Layer>
        </Stage>
      )}
      {ppm > 0 && (
        <CellSwap
          cells={items.map((it) => it.specs.cell)}
          free={freeOnes}
          onMove={(a, free) => moveIntoFree({ a, free })}
          ppm={ppm}
          inset={geometry.margin}
          onSwap={(a, b) => {
            swap({ a, b });
            // The photo moved keeps the selection: the tools act on it in its new cell.
            onSelect(b);
          }}
        />
      )}
      {item && ppm > 0 && selectedText === null && <ContextBar index={index} cell={item.specs.cell} ppm={ppm} canvas={container} />}
      {ppm > 0 && <TextEditing ppm={ppm} onDone={() => container.current?.focus()} />}
      <TextSelectionStatus />
    </div>
  );
}
