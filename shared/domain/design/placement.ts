import type { ImageFocus, PixelBox } from './design-types';
import type { PixelSize } from './image-quality';

/*
 * Where an image sits in a print area, in print-area millimetres (domain.md "Design and print data").
 * What must stay true: a placement returned by these functions always covers its frame completely
 * (no gap at any edge or corner, at any rotation). Pure: data in, data out.
 *
 * Coordinates: the frame is the full printed rectangle (front + side area + trim), origin top-left,
 * x right, y down, millimetres. The image's centre sits at (cx, cy); it is turned by `rotation`
 * degrees clockwise about that centre; `scale` is millimetres per original pixel.
 */

export interface Frame {
  readonly width: number;
  readonly height: number;
}

/** A rectangle inside a frame, mm from the frame's top-left corner. */
export interface FrameRect extends Frame {
  readonly x: number;
  readonly y: number;
}

export interface Placement {
  readonly cx: number;
  readonly cy: number;
  readonly scale: number;
  readonly rotation: number;
}

interface Local {
  readonly u: number;
  readonly v: number;
}

/** Zooming in further than this many times the covering scale gains nothing a customer wants. */
export const MAX_ZOOM = 8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Frame corners relative to a point, expressed along the image's own (turned) axes. */
function cornersLocal(frame: Frame, cx: number, cy: number, rotation: number): Local[] {
  const a = toRadians(rotation);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [
    [0, 0],
    [frame.width, 0],
    [0, frame.height],
    [frame.width, frame.height],
  ].map(([x, y]) => {
    const dx = (x as number) - cx;
    const dy = (y as number) - cy;
    return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
  });
}

function spread(values: number[]): { min: number; max: number } {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The smallest scale at which the turned image can cover the frame at all. */
export function minCoverScale(image: PixelSize, frame: Frame, rotation: number): number {
  const corners = cornersLocal(frame, frame.width / 2, frame.height / 2, rotation);
  const u = spread(corners.map((c) => c.u));
  const v = spread(corners.map((c) => c.v));
  return Math.max((u.max - u.min) / image.width, (v.max - v.min) / image.height);
}

/** The image filling the frame, centred, as small as covering allows ("fill"). */
export function coverPlacement(image: PixelSize, frame: Frame, rotation = 0): Placement {
  return { cx: frame.width / 2, cy: frame.height / 2, scale: minCoverScale(image, frame, rotation), rotation: normalizeRotation(rotation) };
}

export function normalizeRotation(degrees: number): number {
  const r = degrees % 360;
  const positive = r < 0 ? r + 360 : r;
  // A tiny negative angle plus 360 rounds to 360 itself.
  return positive >= 360 ? 0 : positive;
}

/**
 * The nearest covering placement: scale raised to the covering minimum (and capped at MAX_ZOOM
 * times it), then the centre moved the least distance that closes every gap.
 */
export function clampPlacement(image: PixelSize, frame: Frame, placement: Placement): Placement {
  const rotation = normalizeRotation(placement.rotation);
  const min = minCoverScale(image, frame, rotation);
  const scale = Math.min(Math.max(placement.scale, min), min * MAX_ZOOM);
  const halfW = (image.width * scale) / 2;
  const halfH = (image.height * scale) / 2;
  // Along the image axes the allowed centre offsets form an interval per axis (see header).
  const corners = cornersLocal(frame, placement.cx, placement.cy, rotation);
  const u = spread(corners.map((c) => c.u));
  const v = spread(corners.map((c) => c.v));
  const shiftU = clampShift(u, halfW);
  const shiftV = clampShift(v, halfH);
  const a = toRadians(rotation);
  return {
    cx: placement.cx + shiftU * Math.cos(a) - shiftV * Math.sin(a),
    cy: placement.cy + shiftU * Math.sin(a) + shiftV * Math.cos(a),
    scale,
    rotation,
  };
}

/** How far the centre must move along one image axis so that [min, max] fits in [-half, half]. */
function clampShift(range: { min: number; max: number }, half: number): number {
  const epsilon = 1e-9;
  if (range.max - half > epsilon) return range.max - half;
  if (-half - range.min > epsilon) return range.min + half;
  return 0;
}

export function moveBy(image: PixelSize, frame: Frame, placement: Placement, dx: number, dy: number): Placement {
  return clampPlacement(image, frame, { ...placement, cx: placement.cx + dx, cy: placement.cy + dy });
}

/** Zooms by `factor` keeping the frame point `anchor` (e.g. under the fingers or the wheel) in place. */
export function zoomAt(
  image: PixelSize,
  frame: Frame,
  placement: Placement,
  factor: number,
  anchor: { x: number; y: number } = { x: frame.width / 2, y: frame.height / 2 },
): Placement {
  if (!(factor > 0) || !Number.isFinite(factor)) return placement;
  const scale = placement.scale * factor;
  return clampPlacement(image, frame, {
    ...placement,
    scale,
    cx: anchor.x + (placement.cx - anchor.x) * factor,
    cy: anchor.y + (placement.cy - anchor.y) * factor,
  });
}

/** Turns the image about the frame centre's point on it, keeping the zoom the visitor chose where possible. */
export function rotateTo(image: PixelSize, frame: Frame, placement: Placement, rotation: number): Placement {
  const min = minCoverScale(image, frame, placement.rotation);
  const zoom = placement.scale / min;
  const nextMin = minCoverScale(image, frame, rotation);
  return clampPlacement(image, frame, { ...placement, rotation, scale: nextMin * zoom });
}

/** Effective resolution of the placed image in dots per inch: 25.4 mm per inch over mm per pixel. */
export function placementDpi(placement: Placement): number {
  return 25.4 / placement.scale;
}

/**
 * The part of the original that prints: the frame mapped into original pixels. For a turned image
 * it is a turned rectangle, given by its centre, size and the rotation to undo.
 */
export interface PixelCrop {
  readonly centerX: number;
  readonly centerY: number;
  readonly width: number;
  readonly height: number;
  /** Degrees clockwise the image is turned on the print. */
  readonly rotation: number;
}

export function cropOf(image: PixelSize, frame: Frame, placement: Placement): PixelCrop {
  const a = toRadians(placement.rotation);
  const dx = frame.width / 2 - placement.cx;
  const dy = frame.height / 2 - placement.cy;
  // The frame centre along the image axes, in pixels from the image centre.
  const u = (dx * Math.cos(a) + dy * Math.sin(a)) / placement.scale;
  const v = (-dx * Math.sin(a) + dy * Math.cos(a)) / placement.scale;
  return {
    centerX: image.width / 2 + u,
    centerY: image.height / 2 + v,
    width: frame.width / placement.scale,
    height: frame.height / placement.scale,
    rotation: placement.rotation,
  };
}

/** Where a box of the original lands in the frame: the upright rectangle round it as turned. */
export function boxOnFrame(image: PixelSize, placement: Placement, box: PixelBox): FrameRect {
  const a = toRadians(placement.rotation);
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

/** The least move of [start, start + size] into [min, max]; centred on it when it is longer. */
function shiftInto(start: number, size: number, min: number, max: number): number {
  if (size > max - min) return (min + max) / 2 - (start + size / 2);
  if (start < min) return min - start;
  if (start + size > max) return max - (start + size);
  return 0;
}

/**
 * The covering placement that keeps the faces (else the focus box) on `visible`, the part of the
 * frame that shows on the product's front: the centred placement moved the least way that brings
 * their common box there, zoomed in step by step when covering the frame pulls a face near the
 * photo's edge back out. Without focus, or when no zoom keeps every face, the placement that keeps
 * the most (the centred one among equals).
 */
export function focusPlacement(image: PixelSize & { readonly focus?: ImageFocus }, frame: Frame, visible: FrameRect, rotation = 0): Placement {
  const cover = coverPlacement(image, frame, rotation);
  if (!image.focus) return cover;
  const boxes = keptBoxes(image, image.focus);
  let best = { placement: cover, kept: -1 };
  for (const zoom of FOCUS_ZOOMS) {
    const zoomed = { ...cover, scale: cover.scale * zoom };
    const rects = boxes.map((box) => boxOnFrame(image, zoomed, box));
    const x = spread(rects.flatMap((r) => [r.x, r.x + r.width]));
    const y = spread(rects.flatMap((r) => [r.y, r.y + r.height]));
    const placement = clampPlacement(image, frame, {
      ...zoomed,
      cx: zoomed.cx + shiftInto(x.min, x.max - x.min, visible.x, visible.x + visible.width),
      cy: zoomed.cy + shiftInto(y.min, y.max - y.min, visible.y, visible.y + visible.height),
    });
    const kept = boxes.filter((box) => rectInside(boxOnFrame(image, placement, box), visible)).length;
    if (kept > best.kept) best = { placement, kept };
    if (kept === boxes.length) break;
  }
  return best.placement;
}
