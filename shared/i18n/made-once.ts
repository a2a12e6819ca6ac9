/**
 * `make` run once per key and its result kept: a formatter (an Intl one, a language's intl) costs
 * far more to build than to use. Keys are told apart by `keyOf` (by default the key itself).
 */
export function madeOnce<K, V>(make: (key: K) => V, keyOf: (key: K) => unknown = (key) => key): (key: K) => V {
  const made = new Map<unknown, V>();
  return (key) => {
    const id = keyOf(key);
    let value = made.get(id);
    if (value === undefined) {
      value = make(key);
      made.set(id, value);
    }
    return value;
  };
}
