import { describe, expect, it } from 'vitest';
import { type EditableNavigationNode, unlinkedItem } from '../../../../shared/api/admin-content';
import { canIndent, canMoveUp, indent, move, newItem, outdent, remove, toOutline, toTree, treePaths } from './navigation-outline';

const node = (de: string, children?: EditableNavigationNode[]): EditableNavigationNode => ({
  ...unlinkedItem({ de, fr: de, it: de, en: de }),
  ...(children ? { children } : {}),
});

const tree = [node('A', [node('A1', [node('A1a')]), node('A2', [])]), node('B', [])];
const names = (outline: ReturnType<typeof toOutline>) => outline.map((e) => `${e.level}${e.fields.texts.de}`).join(' ');

describe('the navigation outline', () => {
  it('reads a tree in reading order with levels, and gives the same tree back', () => {
    const outline = toOutline(tree);
    expect(names(outline)).toBe('1A 2A1 3A1a 2A2 1B');
    expect(toTree(outline)).toEqual(tree);
    expect(treePaths('main', outline)).toEqual(['main.0', 'main.0.children.0', 'main.0.children.0.children.0', 'main.0.children.1', 'main.1']);
  });

  it('moves an item with its sub-items past its siblings only', () => {
    const outline = toOutline(tree);
    expect(names(move(outline, 3, 'up'))).toBe('1A 2A2 2A1 3A1a 1B');
    expect(names(move(outline, 0, 'down'))).toBe('1B 1A 2A1 3A1a 2A2');
    expect(canMoveUp(outline, 1)).toBe(false);
    expect(names(move(outline, 1, 'up'))).toBe(names(outline));
  });

  it('indents within three levels and outdents past the parent’s other sub-items', () => {
    const outline = toOutline(tree);
    expect(canIndent(outline, 3)).toBe(true);
    expect(names(indent(outline, 3))).toBe('1A 2A1 3A1a 3A2 1B');
    expect(names(indent(outline, 4))).toBe('1A 2A1 3A1a 2A2 2B');
    // A1 has a sub-item at level 3: indenting it would make a fourth level.
    expect(canIndent(move(outline, 3, 'up'), 2)).toBe(false);
    expect(names(outdent(outline, 1))).toBe('1A 2A2 1A1 2A1a 1B');
  });

  it('removes an item with its sub-items and adds new ones at the top level', () => {
    const outline = toOutline(tree);
    expect(names(remove(outline, 1))).toBe('1A 2A2 1B');
    expect(names([...outline, newItem({ de: 'C', fr: 'C', it: 'C', en: 'C' })])).toBe('1A 2A1 3A1a 2A2 1B 1C');
  });
});
