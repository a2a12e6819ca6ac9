/*
 * The print on a wall at true scale: the room's furniture has a known size, so view pixels per
 * centimetre follow from it, and the print is drawn at its own size in the same scale (a 40 x 30
 * print over a 200 cm sofa is small; a 120 x 80 one is not). Centimetres in, view pixels out.
 */

export type FurnitureKind = 'sofa' | 'sideboard' | 'bed';

export interface Room {
  readonly id: 'living' | 'hall' | 'bedroom';
  readonly furniture: { readonly kind: FurnitureKind; readonly width: number; readonly height: number };
  /** The width of wall the view shows at least (cm). */
  readonly wallWidth: number;
}

export const ROOMS: readonly Room[] = [
  { id: 'living', furniture: { kind: 'sofa', width: 200, height: 85 }, wallWidth: 340 },
  { id: 'hall', furniture: { kind: 'sideboard', width: 80, height: 90 }, wallWidth: 230 },
  { id: 'bedroom', furniture: { kind: 'bed', width: 160, height: 105 }, wallWidth: 300 },
];

export const WALL_COLOURS = ['#ebe6de', '#c8d3cd', '#d8c5b3', '#3f4b56'] as const;

/** Between the furniture's top and the print's lower edge, as hung above a sofa (cm). */
export const HANGING_GAP_CM = 25;
const CEILING_MARGIN_CM = 30;
const FLOOR_SEEN_CM = 16;

export interface ViewRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface RoomLayout {
  readonly pxPerCm: number;
  /** The floor line (view px). */
  readonly floorY: number;
  readonly furniture: ViewRect;
  readonly print: ViewRect;
}

/** View pixels per centimetre, from the furniture's known width and the width it is drawn at. */
export const roomScale = (furnitureWidthCm: number, furnitureWidthPx: number): number => furnitureWidthPx / furnitureWidthCm;

/**
 * The room in a `view`-sized picture with a print of `print` cm centred over the furniture: as
 * much wall as the room shows, more when a tall print needs it.
 */
export function roomLayout(room: Room, print: { width: number; height: number }, view: { width: number; height: number }): RoomLayout {
  const { furniture } = room;
  const printBottom = furniture.height + HANGING_GAP_CM;
  const wallHeight = printBottom + print.height + CEILING_MARGIN_CM + FLOOR_SEEN_CM;
  const wallWidth = Math.max(room.wallWidth, print.width + 60);
  const furnitureWidthPx = Math.min(view.width / wallWidth, view.height / wallHeight) * furniture.width;
  const pxPerCm = roomScale(furniture.width, furnitureWidthPx);
  const floorY = view.height - FLOOR_SEEN_CM * pxPerCm;
  const centre = view.width / 2;
  const rect = (width: number, height: number, bottom: number): ViewRect => ({
    x: centre - (width * pxPerCm) / 2,
    y: floorY - (bottom + height) * pxPerCm,
    width: width * pxPerCm,
    height: height * pxPerCm,
  });
  return { pxPerCm, floorY, furniture: rect(furniture.width, furniture.height, 0), print: rect(print.width, print.height, printBottom) };
}
