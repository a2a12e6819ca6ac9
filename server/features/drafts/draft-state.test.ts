import { describe, expect, it } from 'vitest';
import { DraftState } from '../../../shared/api/drafts';
import { imageIdsOf, withoutImages } from './draft-state';

const photo = (id: string) => ({
  type: 'image' as const,
  specs: {
    orig: { id, width: 4000, height: 3000 },
    src: `/api/images/${id}/proxy`,
    placement: { cx: 100, cy: 75, scale: 0.05, rotation: 0 },
    cell: { x: 0, y: 0, width: 200, height: 150 },
    layout: null,
  },
});
const title = { type: 'text' as const, specs: { text: 'Grosi 80' } };
const state = DraftState.parse({
  step: 'productDesign',
  configuration: {},
  quantity: 1,
  images: [{ orig: photo('a').specs.orig, src: photo('a').specs.src }],
  layout: null,
  design: { front: { items: [photo('a'), photo('b'), title] } },
});

describe('a draft with text items', () => {
  it('names the images of its design only', () => {
    expect(imageIdsOf(state)).toEqual(['a', 'b']);
  });

  it('keeps its texts when images leave it', () => {
    expect(withoutImages(state, (id) => id === 'a').design.front?.items).toEqual([photo('a'), title]);
  });
});
