import { type EditableNavigation, type EditableNavigationNode, NAVIGATION_DEPTH, unlinkedItem } from '../../../../shared/api/admin-content';

/*
 * The navigation editor works on each list as an outline: the items in reading order, each with its
 * level (1-3), so moving and indenting are moves in one array. A subtree (an item and the items
 * below it of a deeper level) always moves with its item.
 */

export type Fields = Omit<EditableNavigationNode, 'children'>;
export interface OutlineItem {
  /** Stable across moves: the React key, and the ids of the item's fields. */
  key: string;
  level: number;
  fields: Fields;
}
export type ListName = keyof EditableNavigation;

let nextKey = 0;
const newKey = () => `n${(nextKey += 1)}`;

export function toOutline(items: readonly EditableNavigationNode[], level = 1): OutlineItem[] {
  return items.flatMap(({ children, ...fields }) => [{ key: newKey(), level, fields }, ...toOutline(children ?? [], level + 1)]);
}

/** The tree again; the deepest level has no children list, as the contract wants. */
export function toTree(outline: readonly OutlineItem[]): EditableNavigationNode[] {
  const roots: EditableNavigationNode[] = [];
  const open: EditableNavigationNode[] = [];
  for (const entry of outline) {
    const node: EditableNavigationNode = entry.level < NAVIGATION_DEPTH ? { ...entry.fields, children: [] } : { ...entry.fields };
    const parent = open[entry.level - 2];
    (parent?.children ?? roots).push(node);
    open[entry.level - 1] = node;
    open.length = entry.level;
  }
  return roots;
}

/** Each item's place in the tree as the server names fields ('main.0.children.2'). */
export function treePaths(list: ListName, outline: readonly OutlineItem[]): string[] {
  const counters: number[] = [];
  const prefixes: string[] = [];
  return outline.map((entry) => {
    counters.length = entry.level;
    counters[entry.level - 1] = (counters[entry.level - 1] ?? -1) + 1;
    const path = entry.level === 1 ? `${list}.${counters[0]}` : `${prefixes[entry.level - 2]}.children.${counters[entry.level - 1]}`;
    prefixes[entry.level - 1] = path;
    return path;
  });
}

/** Where the item at `index` and its sub-items end (exclusive). */
function subtreeEnd(outline: readonly OutlineItem[], index: number): number {
  const level = outline[index]?.level ?? 0;
  let end = index + 1;
  while (end < outline.length && (outline[end]?.level ?? 0) > level) end += 1;
  return end;
}

/** The previous item of the same level under the same parent, or -1. */
function previousSibling(outline: readonly OutlineItem[], index: number): number {
  const level = outline[index]?.level ?? 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    const other = outline[i]?.level ?? 0;
    if (other === level) return i;
    if (other < level) return -1;
  }
  return -1;
}

function nextSibling(outline: readonly OutlineItem[], index: number): number {
  const end = subtreeEnd(outline, index);
  return outline[end]?.level === outline[index]?.level ? end : -1;
}

export const canMoveUp = (outline: readonly OutlineItem[], index: number) => previousSibling(outline, index) >= 0;
export const canMoveDown = (outline: readonly OutlineItem[], index: number) => nextSibling(outline, index) >= 0;

/** Swaps the item (with its sub-items) with its previous or next sibling. */
export function move(outline: readonly OutlineItem[], index: number, direction: 'up' | 'down'): OutlineItem[] {
  const first = direction === 'up' ? previousSibling(outline, index) : index;
  const second = direction === 'up' ? index : nextSibling(outline, index);
  if (first < 0 || second < 0) return [...outline];
  const end = subtreeEnd(outline, second);
  return [...outline.slice(0, first), ...outline.slice(second, end), ...outline.slice(first, second), ...outline.slice(end)];
}

const deepest = (outline: readonly OutlineItem[], index: number) => Math.max(...outline.slice(index, subtreeEnd(outline, index)).map((e) => e.level));

/** Indenting makes the item the last sub-item of its previous sibling, when the subtree then stays within three levels. */
export const canIndent = (outline: readonly OutlineItem[], index: number) => previousSibling(outline, index) >= 0 && deepest(outline, index) < NAVIGATION_DEPTH;
export const canOutdent = (outline: readonly OutlineItem[], index: number) => (outline[index]?.level ?? 1) > 1;

function shift(outline: readonly OutlineItem[], index: number, by: number): OutlineItem[] {
  const end = subtreeEnd(outline, index);
  return outline.map((entry, i) => (i >= index && i < end ? { ...entry, level: entry.level + by } : entry));
}

export const indent = (outline: readonly OutlineItem[], index: number) => (canIndent(outline, index) ? shift(outline, index, 1) : [...outline]);

/** Outdenting makes the item a sibling of its parent, right after the parent's other sub-items. */
export function outdent(outline: readonly OutlineItem[], index: number): OutlineItem[] {
  if (!canOutdent(outline, index)) return [...outline];
  const end = subtreeEnd(outline, index);
  const level = outline[index]?.level ?? 1;
  // The parent's sub-items after this one stay with the parent: this subtree moves past them.
  let after = end;
  while (after < outline.length && (outline[after]?.level ?? 0) >= level) after += 1;
  const moved = outline.slice(index, end).map((entry) => ({ ...entry, level: entry.level - 1 }));
  return [...outline.slice(0, index), ...outline.slice(end, after), ...moved, ...outline.slice(after)];
}

export function remove(outline: readonly OutlineItem[], index: number): OutlineItem[] {
  return [...outline.slice(0, index), ...outline.slice(subtreeEnd(outline, index))];
}

export function newItem(texts: Fields['texts']): OutlineItem {
  return { key: newKey(), level: 1, fields: unlinkedItem(texts) };
}
