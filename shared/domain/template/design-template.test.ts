import { describe, expect, it } from 'vitest';
import { frontOrientation, templateCellCount, templateIssues } from './design-template';
import { titled } from './template-test-fixtures';

const at = (path: (string | number)[], value: unknown) => {
  const copy = structuredClone(titled) as unknown as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
};

describe('templateIssues', () => {
  it('finds nothing in a complete template', () => {
    expect(templateIssues(titled)).toEqual([]);
    expect(templateIssues({ ...titled, layout: null, slots: [] })).toEqual([]);
  });

  it('names each field at fault by its path', () => {
    expect(templateIssues(at(['layout'], 'spiral-4'))).toEqual([{ path: ['layout'], code: 'invalid' }]);
    expect(templateIssues(at(['orientation'], 'round'))).toEqual([{ path: ['orientation'], code: 'invalid' }]);
    expect(templateIssues(at(['names', 'fr'], ' '))).toEqual([{ path: ['names', 'fr'], code: 'textMissing' }]);
    expect(templateIssues(at(['slots', 0, 'font'], 'comic-sans'))).toEqual([{ path: ['slots', 0, 'font'], code: 'invalid' }]);
    expect(templateIssues(at(['slots', 0, 'size'], 0.9))).toEqual([{ path: ['slots', 0, 'size'], code: 'tooBig', limit: 0.3 }]);
    expect(templateIssues(at(['style', 'gap'], ''))).toEqual([{ path: ['style', 'gap'], code: 'required' }]);
    expect(templateIssues(at(['id'], 'Not an id'))).toEqual([{ path: ['id'], code: 'invalid' }]);
  });

  it('keeps a slot inside the safe area of the front', () => {
    expect(templateIssues(at(['slots', 0, 'x'], 0.01))).toContainEqual({ path: ['slots', 0, 'x'], code: 'tooSmall', limit: 0.04 });
    // Centred at 0.35 and 0.8 wide: its box would start left of the front.
    expect(templateIssues(at(['slots', 0, 'width'], 0.8))).toEqual([{ path: ['slots', 0, 'width'], code: 'outsideFront' }]);
  });

  it('refuses what a template does not have', () => {
    expect(templateIssues({ ...titled, price: 10 })).toEqual([{ path: ['price'], code: 'invalid' }]);
    expect(templateIssues(at(['slots', 0, 'shadow'], true))).toEqual([{ path: ['slots', 0, 'shadow'], code: 'invalid' }]);
  });

  it('refuses what is not a template at all', () => {
    expect(templateIssues(null)).toEqual([{ path: [], code: 'invalid' }]);
    expect(templateIssues({ ...titled, slots: 'none' })).toContainEqual({ path: ['slots'], code: 'invalid' });
  });
});

describe('the shape of a template', () => {
  it('counts one cell without a layout, the layout’s cells with one', () => {
    expect(templateCellCount({ layout: null })).toBe(1);
    expect(templateCellCount(titled)).toBe(3);
  });

  it('tells a front’s orientation, a square within a millimetre', () => {
    expect(frontOrientation({ width: 600, height: 400 })).toBe('landscape');
    expect(frontOrientation({ width: 400, height: 600 })).toBe('portrait');
    expect(frontOrientation({ width: 300, height: 300.5 })).toBe('square');
  });
});
