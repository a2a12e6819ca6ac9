import type { PrintArea } from '../product/product-schema';
import type { Cell } from './collage';
import type { ImageFocus, ImageOrig, PixelBox } from './design-types';
import type { PixelSize } from './image-quality';
import { type AreaGeometry, areaGeometry } from './image-design';
import { type Frame, type FrameRect, type Placement, clampPlacement, coverPlacement } from './placement';

/*
 * Photos that land with their faces (else their focus box) on the product's front. A module apart
 * from placement.ts and imageDesign's centred default, so that the widget's first step, which lays
 * photos out too, carries none of it (bundles split by module): the later steps hand it in
 * (widget/state/design-atoms.ts). Pure, like placement.ts, whose coordinates it uses.
 */

/** Where a box of the original lands in the frame: the upright rectangle round it as turned. */
export function boxOnFrame(image: PixelSize, placement: Placement, box: PixelBox): FrameRect {
  const a = (placement.rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  // The box's centre, from the image centre in mm along the image's axes, then turned onto the frame.
  const u = (box.x + box.width / 2 - image.width / 2) * placement.scale;
  const v = (box.y + box.height / 2 - image.height / 2) * placement.scale;
  const halfW = (box.width * placement.scale) / 2;
  const halfH = (box.height * placement.scale) / 2;
  const reachX = Math.abs(halfW * cos) + Math.abs(halfH * sin);
  const reachY = Math.abs(halfW * sin) + Math.abs(halfH * cos);
  const x = placement.cx + u * cos - v * sin;
  const y = placement.cy + u * sin + v * cos;
  return { x: x - reachX, y: y - reachY, width: 2 * reachX, height: 2 * reachY };
}

export function rectInside(inner: FrameRect, outer: FrameRect): boolean {
  const epsilon = 1e-6;
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.width <= outer.x + outer.width + epsilon &&
    inner.y + inner.height <= outer.y + outer.height + epsilon
  );
}

/** A detector's box is tight round the features: hair and chin reach this share of its size further. */
const FACE_PAD = 0.12;
/** Zooms over the covering scale tried, in order, when a face near the photo's edge cannot reach the visible part otherwise. */
const FOCUS_ZOOMS = [1, 1.1, 1.2, 1.35, 1.5, 1.7, 2];

/** The boxes a placement must keep visible: the faces with room round them (inside the photo), else the focus box. */
function keptBoxes(image: PixelSize, focus: ImageFocus): PixelBox[] {
  if (focus.faces.length === 0) return [focus.box];
  return focus.faces.map((face) => {
    const x = Math.max(0, face.x - face.width * FACE_PAD);
    const y = Math.max(0, face.y - face.height * FACE_PAD);
    return {
      x,
      y,
      width: Math.min(image.width, face.x + face.width * (1 + FACE_PAD)) - x,
      height: Math.min(image.height, face.y + face.height * (1 + FACE_PAD)) - y,
    };
  });
}

/**
 * The moves of [start, start + size] into [min, max] worth trying: the least one when it fits; when
 * it is longer, centred on it, or with either end on it (a group of faces too wide for the front
 * keeps the ones on that side whole rather than cutting the outer ones on both).
 */
function shiftsInto(start: number, size: number, min: number, max: number): number[] {
  if (size > max - min) return [(min + max) / 2 - (start + size / 2), min - start, max - (start + size)];
  if (start < min) return [min - start];
  if (start + size > max) return [max - (start + size)];
  return [0];
}

/**
 * The covering placement that keeps the faces (else the focus box) on `visible`, the part of the
 * frame that shows on the product's front: the centred placement moved the least way that brings
 * their common box there, zoomed in step by step when covering the frame pulls a face near the
 * photo's edge back out. Without focus, the centred one; when no zoom keeps every face, the one
 * that keeps the most (the least zoomed, then the centred group, among equals).
 */
export function focusPlacement(image: PixelSize & { readonly focus?: ImageFocus }, frame: Frame, visible: FrameRect, rotation = 0): Placement {
  const cover = coverPlacement(image, frame, rotation);
  if (!image.focus) return cover;
  const boxes = keptBoxes(image, image.focus);
  let best = { placement: cover, kept: -1 };
  for (const zoom of FOCUS_ZOOMS) {
    const zoomed = { ...cover, scale: cover.scale * zoom };
    const rects = boxes.map((box) => boxOnFrame(image, zoomed, box));
    const left = Math.min(...rects.map((r) => r.x));
    const top = Math.min(...rects.map((r) => r.y));
    const right = Math.max(...rects.map((r) => r.x + r.width));
    const bottom = Math.max(...rects.map((r) => r.y + r.height));
    for (const dx of shiftsInto(left, right - left, visible.x, visible.x + visible.width)) {
      for (const dy of shiftsInto(top, bottom - top, visible.y, visible.y + visible.height)) {
        const placement = clampPlacement(image, frame, { ...zoomed, cx: zoomed.cx + dx, cy: zoomed.cy + dy });
        const kept = boxes.filter((box) => rectInside(boxOnFrame(image, placement, box), visible)).length;
        if (kept > best.kept) best = { placement, kept };
      }
    }
    if (best.kept === boxes.length) break;
  }
  return best.placement;
}

/** The part of a cell that shows on the product's front (not folded round the frame, not cut off), in the cell's millimetres. */
export function visibleInCell(geometry: AreaGeometry, cell: Cell): FrameRect {
  const left = Math.max(cell.x, geometry.margin);
  const top = Math.max(cell.y, geometry.margin);
  const right = Math.min(cell.x + cell.width, geometry.margin + geometry.front.width);
  const bottom = Math.min(cell.y + cell.height, geometry.margin + geometry.front.height);
  return { x: left - cell.x, y: top - cell.y, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** A photo placed in its cell by its focus (centred without one), turned by `rotation`: as it lands, and as "fit" puts it back. */
export function placeByFocus(orig: ImageOrig, cell: Cell, area: PrintArea, rotation = 0): Placement {
  return focusPlacement(orig, cell, visibleInCell(areaGeometry(area), cell), rotation);
}
