import { describe, expect, it } from 'vitest';
import { DraftState } from '../../../shared/api/drafts';
import { imageDesign } from '../../../shared/domain';
import { printArea } from '../../../shared/domain/text/text-test-fixtures';
import { imageIdsOf, withoutImages } from './draft-state';

const area = printArea(200, 150, 0, 0);
const photo = (id: string) => imageDesign(area, [{ orig: { id, width: 4000, height: 3000 }, src: `/api/images/${id}/proxy` }], null).items[0];
const title = { type: 'text' as const, specs: { text: 'Grosi 80' } };
const state = DraftState.parse({
  step: 'productDesign',
  configuration: {},
  quantity: 1,
  images: [{ orig: { id: 'a', width: 4000, height: 3000 }, src: '/api/images/a/proxy' }],
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
