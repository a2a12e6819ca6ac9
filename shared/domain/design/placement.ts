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
