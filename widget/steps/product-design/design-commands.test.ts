import { describe, expect, it } from 'vitest';
import { coverPlacement, type ImageItem } from '../../../shared/domain';
import { boxOnFrame } from '../../../shared/domain/design/focus-placement';
import { PrintArea } from '../../../shared/domain/product/product-schema';
import { arrowMove, commandForKey, DESIGN_COMMANDS, type KeyPress } from './design-commands';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, shiftKey: false, ctrlKey: false, metaKey: false, ...mods });
const labelFor = (p: KeyPress) => commandForKey(p)?.label;

describe('design command keys', () => {
  it('moves the image 2 mm per arrow key, 10 mm with Shift, on the canvas and on the preview alike', () => {
    expect(arrowMove(press('ArrowRight'))).toEqual([2, 0]);
    expect(arrowMove(press('ArrowUp', { shiftKey: true }))).toEqual([0, -10]);
    expect(arrowMove(press('r'))).toBeNull();
  });

  it('zooms with + or = and -', () => {
    expect([labelFor(press('+')), labelFor(press('=')), labelFor(press('-'))]).toEqual(['design.zoomIn', 'design.zoomIn', 'design.zoomOut']);
  });

  it('rotates right with R and left with Shift+R', () => {
    expect([labelFor(press('r')), labelFor(press('R', { shiftKey: true }))]).toEqual(['design.rotateRight', 'design.rotateLeft']);
  });

  it('fits with 0', () => {
    expect(labelFor(press('0'))).toBe('design.fit');
  });

  it('undoes with Ctrl+Z or Cmd+Z and redoes with Ctrl+Shift+Z or Ctrl+Y', () => {
    expect([
      labelFor(press('z', { ctrlKey: true })),
      labelFor(press('z', { metaKey: true })),
      labelFor(press('Z', { ctrlKey: true, shiftKey: true })),
      labelFor(press('y', { ctrlKey: true })),
    ]).toEqual(['design.undo', 'design.undo', 'design.redo', 'design.redo']);
  });

  it('adds a text with T and deletes the selected one with Delete or Backspace', () => {
    expect([labelFor(press('t')), labelFor(press('T', { shiftKey: true })), labelFor(press('t', { ctrlKey: true }))]).toEqual([
      'design.text.add',
      'design.text.add',
      undefined,
    ]);
    expect([labelFor(press('Delete')), labelFor(press('Backspace'))]).toEqual(['design.text.delete', 'design.text.delete']);
  });

  it('leaves other keys alone', () => {
    expect(labelFor(press('z'))).toBeUndefined();
  });
});

describe('fit', () => {
  // A 60 x 40 cm canvas front with a 20 mm wrap and 5 mm bleed: full area 650 x 450 mm, the front from 25 mm on.
  const area = PrintArea.parse({
    id: 'front',
    name: 'Front',
    specs: { area: 'front', width: 600, height: 400, trim: 5, sideArea: 20, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  });
  const cell = { x: 0, y: 0, width: 650, height: 450 };
  const face = { x: 250, y: 2000, width: 400, height: 500 };
  const image = (focus?: boolean): ImageItem => ({
    type: 'image',
    specs: {
      orig: { id: 'a', width: 6500, height: 4500, ...(focus && { focus: { faces: [face], box: face } }) },
      src: '/a.jpg',
      cell,
      layout: null,
      placement: { cx: 100, cy: 200, scale: 0.3, rotation: 0 },
    },
  });
  const fit = DESIGN_COMMANDS.find((command) => command.label === 'design.fit');
  if (fit?.kind !== 'placement') throw new Error('fit is a placement command');

  it('brings a face near the photo edge back onto the front, off the wrap', () => {
    const item = image(true);
    const placed = fit.place(item, area);
    expect(boxOnFrame(item.specs.orig, placed, face).x).toBeGreaterThanOrEqual(25);
    expect(placed).not.toEqual(coverPlacement(item.specs.orig, cell));
  });

  it('centres a photo without faces and keeps its turn', () => {
    const item = image();
    const turned = { ...item, specs: { ...item.specs, placement: { ...item.specs.placement, rotation: 90 } } };
    expect(fit.place(item, area)).toEqual(coverPlacement(item.specs.orig, cell));
    expect(fit.place(turned, area)).toEqual(coverPlacement(item.specs.orig, cell, 90));
  });
});
