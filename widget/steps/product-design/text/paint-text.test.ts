import { describe, expect, it } from 'vitest';
import { TEXT_DEFAULTS, type TextItemSpecs } from '../../../../shared/domain/text';
import { type TextCanvas, measureLines, paintText, textFont } from './paint-text';

/** A context that records what is painted; every character is 0.5 em wide. */
function recordingCanvas() {
  const calls: unknown[][] = [];
  const ctx: TextCanvas = {
    font: '',
    fillStyle: '',
    textAlign: 'start',
    textBaseline: 'top',
    save: () => calls.push(['save']),
    restore: () => calls.push(['restore']),
    translate: (x: number, y: number) => calls.push(['translate', x, y]),
    rotate: (a: number) => calls.push(['rotate', a]),
    fillText: (text: string, x: number, y: number) => calls.push(['fillText', text, x, y, ctx.font, ctx.fillStyle]),
    measureText: (text: string): TextMetrics =>
      ({ width: text.length * 0.5 * Number.parseFloat(/ (\d+(\.\d+)?)px/.exec(ctx.font)?.[1] ?? '0') }) as TextMetrics,
  };
  return { ctx, calls };
}

const specs: TextItemSpecs = {
  text: 'Zürich\n2026',
  ...TEXT_DEFAULTS,
  font: 'lora',
  weight: 'bold',
  sizeMm: 10,
  colour: '#112233',
  x: 100,
  y: 50,
  rotation: 90,
};

describe('paintText', () => {
  it('measures the lines in mm with the font, the same at any scale', () => {
    const { ctx } = recordingCanvas();
    expect(measureLines(ctx, specs)).toEqual([30, 20]);
    expect(textFont(specs, 40)).toBe('700 40px "Lora", Georgia, "Times New Roman", serif');
  });

  it('paints each line by the shared layout, turned about the anchor, in its colour and font', () => {
    const { ctx, calls } = recordingCanvas();
    const layout = paintText(ctx, specs, 2);
    expect(layout.box).toEqual({ x: 85, y: 39, width: 30, height: 22 });
    expect(calls).toContainEqual(['translate', 200, 100]);
    expect(calls).toContainEqual(['rotate', Math.PI / 2]);
    const lines = calls.filter((call) => call[0] === 'fillText');
    expect(lines).toEqual([
      ['fillText', 'Zürich', -30, -6, expect.stringMatching(/^700 20px "Lora"/), '#112233'],
      ['fillText', '2026', -20, 18, expect.stringMatching(/^700 20px "Lora"/), '#112233'],
    ]);
    expect(calls.filter((call) => call[0] === 'save').length).toBe(calls.filter((call) => call[0] === 'restore').length);
  });
});
