import type { ObjectStorage } from '../storage/object-storage';

/** Every key a storage lists, in its order. */
export async function allKeys(store: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}
