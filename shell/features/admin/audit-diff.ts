/*
 * What an audit entry changed, as a short list a person reads ("status: received → paid"), not as
 * two JSON documents: both sides flattened to paths (note, after[0].code), the paths whose values
 * differ, in the order the record names them. Data in, data out.
 */

export interface AuditChange {
  path: string;
  /** undefined: the path is not on that side. */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a JSON value by path; an empty object or array is a leaf of its own. */
function flatten(value: unknown, path: string, out: Map<string, unknown>): void {
  if (Array.isArray(value) && value.length > 0) value.forEach((item, index) => flatten(item, `${path}[${index}]`, out));
  else if (isRecord(value) && Object.keys(value).length > 0)
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
  else out.set(path, value);
}

/** A record's own id says little (the entry names its record): it goes last. */
const isId = (path: string) => /(^|\.)id$/.test(path);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changed paths (at most `limit`, and how many more there are). A side that is null or absent has no paths. */
export function auditChanges(before: unknown, after: unknown, limit = 12): { changes: AuditChange[]; more: number } {
  const was = new Map<string, unknown>();
  const is = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', was);
  if (after !== null && after !== undefined) flatten(after, '', is);
  const paths = [...new Set([...is.keys(), ...was.keys()])].toSorted((a, b) => Number(isId(a)) - Number(isId(b)));
  const changes = paths.filter((path) => !same(was.get(path), is.get(path))).map((path) => ({ path, before: was.get(path), after: is.get(path) }));
  return { changes: changes.slice(0, limit), more: Math.max(0, changes.length - limit) };
}
