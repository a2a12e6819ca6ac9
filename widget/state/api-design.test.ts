import { describe, expect, it } from 'vitest';
import type { Design } from '../../shared/domain';
import { TEXT_DEFAULTS } from '../../shared/domain/text';
import { apiDesign } from './api-design';

describe('apiDesign', () => {
  it('sends the texts beside the images, and the edge and collage style only when chosen', () => {
    const image = { type: 'image', specs: { orig: { id: 'a', width: 600, height: 400 }, placement: { cx: 0, cy: 0, scale: 1, rotation: 0 } } };
    const text = { type: 'text', specs: { text: 'Zürich 2026', ...TEXT_DEFAULTS, x: 10, y: 20 } };
    const design: Design = { front: { items: [image, text] }, back: { items: [], edge: { mode: 'mirror', colour: '#ffffff' } } };
    expect(apiDesign(design)).toEqual({ front: { items: [image, text] }, back: { items: [], edge: { mode: 'mirror', colour: '#ffffff' } } });
  });
});
