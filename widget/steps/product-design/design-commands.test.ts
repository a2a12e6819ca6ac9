import { describe, expect, it } from 'vitest';
import { arrowMove, commandForKey, type KeyPress } from './design-commands';

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
