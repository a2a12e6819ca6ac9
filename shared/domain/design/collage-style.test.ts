import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLAGE_STYLE, collageStyleOf } from './collage-style';

describe('a collage style from a design', () => {
  it('is 5 mm of white for a design made before it could be chosen', () => {
    expect(collageStyleOf(undefined)).toEqual({ gap: 5, background: '#ffffff' });
    expect(DEFAULT_COLLAGE_STYLE).toEqual({ gap: 5, background: '#ffffff' });
  });

  it('keeps a valid gap and colour, the colour in small letters', () => {
    expect(collageStyleOf({ gap: 0, background: '#AABBCC' })).toEqual({ gap: 0, background: '#aabbcc' });
  });

  it('takes the default for a broken gap or colour', () => {
    expect(collageStyleOf({ gap: -3, background: 'red' })).toEqual(DEFAULT_COLLAGE_STYLE);
    expect(collageStyleOf({ gap: 500, background: '#12345' })).toEqual(DEFAULT_COLLAGE_STYLE);
  });
});
