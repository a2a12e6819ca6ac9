import type { Room, RoomLayout } from '../../../../shared/domain/preview/room-view';
import { drawFurniture } from './furniture';

/*
 * The room the print hangs in at true scale (shared roomLayout), without the print: a layer under
 * it, painted when the room, the wall colour or the view's size changes.
 */

type Context = CanvasRenderingContext2D;

/** The empty room: wall, light, skirting, floor and furniture. */
export function drawRoomBackground(context: Context, size: { width: number; height: number }, room: Room, wall: string, layout: RoomLayout) {
  const { width, height } = size;
  const { pxPerCm, floorY } = layout;
  context.fillStyle = wall;
  context.fillRect(0, 0, width, floorY);
  // Daylight from the upper left, falling off towards the floor and the right.
  const light = context.createRadialGradient(width * 0.2, -height * 0.2, 0, width * 0.2, -height * 0.2, Math.hypot(width, height) * 1.1);
  light.addColorStop(0, 'rgba(255, 255, 255, 0.22)');
  light.addColorStop(1, 'rgba(0, 0, 0, 0.12)');
  context.fillStyle = light;
  context.fillRect(0, 0, width, floorY);
  // Oak floor in planks, seen from slightly above.
  const floor = context.createLinearGradient(0, floorY, 0, height);
  floor.addColorStop(0, '#a98258');
  floor.addColorStop(1, '#c29a6c');
  context.fillStyle = floor;
  context.fillRect(0, floorY, width, height - floorY);
  context.strokeStyle = 'rgba(60, 40, 20, 0.18)';
  context.lineWidth = 1;
  for (let i = 1; i < 4; i += 1) {
    const y = floorY + ((height - floorY) * i * i) / 16;
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(width, y);
    context.stroke();
  }
  // Skirting board, 8 cm.
  const skirting = 8 * pxPerCm;
  context.fillStyle = '#f7f5f1';
  context.fillRect(0, floorY - skirting, width, skirting);
  context.fillStyle = 'rgba(0, 0, 0, 0.08)';
  context.fillRect(0, floorY - skirting, width, Math.max(1, pxPerCm * 0.6));
  // The furniture's shadow on the floor, then the furniture.
  const { furniture } = layout;
  context.fillStyle = 'rgba(30, 20, 10, 0.18)';
  context.beginPath();
  context.ellipse(furniture.x + furniture.width / 2, floorY + 2 * pxPerCm, furniture.width * 0.55, 5 * pxPerCm, 0, 0, Math.PI * 2);
  context.fill();
  drawFurniture(context, room.furniture.kind, furniture, pxPerCm);
}
