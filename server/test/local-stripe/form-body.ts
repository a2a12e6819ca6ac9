/*
 * Stripe's v1 API takes application/x-www-form-urlencoded bodies with bracketed keys
 * (line_items[0][price_data][currency]=chf), as its SDK writes them. This reads them back into the
 * nested object the SDK was given: keys that are all digits make arrays.
 */

type Nested = { [key: string]: Nested | string } | (Nested | string)[];

function arraysOf(value: Nested | string): Nested | string {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysOf(value[key] as Nested | string)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.toSorted((a, b) => Number(a) - Number(b)).map((key) => converted[key] as Nested | string);
  }
  return converted;
}

export function parseFormBody(body: string): Record<string, unknown> {
  const root: Record<string, Nested | string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, Nested | string> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, Nested | string>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}
