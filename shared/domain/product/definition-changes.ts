import type { DefinitionPath } from './product-definition';

/*
 * What one version of a product changed against the one before: every value that differs, at its
 * path, with the value before and after (undefined before: added; undefined after: removed). Lists
 * whose entries carry an `id` (attributes, options, print areas) are matched by it, so removing one
 * size names that size, not every size after it.
 */

export interface DefinitionChange {
  /** Indexes of lists are those of `after` (of `before` for what was removed). */
  readonly path: DefinitionPath;
  readonly before: unknown;
  readonly after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function idOf(value: unknown): string | number | undefined {
  if (!isRecord(value)) return undefined;
  const id = value.id ?? value.shippingOption_id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

function keyedById(list: readonly unknown[]): Map<string | number, number> | null {
  const ids = new Map<string | number, number>();
  for (const [index, entry] of list.entries()) {
    const id = idOf(entry);
    if (id === undefined || ids.has(id)) return null;
    ids.set(id, index);
  }
  return ids;
}

function listChanges(before: readonly unknown[], after: readonly unknown[], path: DefinitionPath, out: DefinitionChange[]): void {
  const beforeIds = keyedById(before);
  const afterIds = keyedById(after);
  if (beforeIds && afterIds) {
    for (const [id, index] of afterIds) {
      const old = beforeIds.get(id);
      collect(old === undefined ? undefined : before[old], after[index], [...path, index], out);
    }
    for (const [id, index] of beforeIds) if (!afterIds.has(id)) out.push({ path: [...path, index], before: before[index], after: undefined });
    return;
  }
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) collect(before[index], after[index], [...path, index], out);
}

function collect(before: unknown, after: unknown, path: DefinitionPath, out: DefinitionChange[]): void {
  if (Object.is(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) return listChanges(before, after, path, out);
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) collect(before[key], after[key], [...path, key], out);
    return;
  }
  // null and undefined are both "no value" in a stored definition (a promo date left open).
  if (before == null && after == null) return;
  out.push({ path, before, after });
}

export function definitionChanges(before: unknown, after: unknown): DefinitionChange[] {
  const out: DefinitionChange[] = [];
  collect(before, after, [], out);
  return out;
}
