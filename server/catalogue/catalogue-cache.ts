import { createHash } from 'node:crypto';

export interface CachedBody {
  readonly body: string;
  readonly etag: string;
}

interface Entry extends CachedBody {
  readonly version: number;
}

/**
 * Serialized catalogue answers (products, navigation, pages...), kept per process and dropped as
 * soon as the catalogue version in the database moves. The version is read at most once per
 * `maxAgeMs`, so after a catalogue change every process serves fresh data within that time.
 * Nothing here is state: losing it costs one database read per answer.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly values = new Map<string, { version: number; value: unknown }>();
  private version: number | null = null;
  private checkedAt = 0;
  private pending: Promise<number> | null = null;
  /** Loads under way, by kind, version and key: concurrent misses of one key wait for one load. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly maxAgeMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<string>): Promise<CachedBody> {
    const version = await this.currentVersion();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Map order is the LRU order: a hit moves to the back.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    return this.once(`body|${version}|${key}`, async () => {
      const body = await load();
      // Tagged with the version read before loading: if the catalogue moved meanwhile, the next
      // check sees a newer version and this entry is never served again.
      const entry: Entry = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      return entry;
    });
  }

  /**
   * A parsed catalogue object (a product as the domain reads it), kept like the answers. Frozen:
   * every request shares it, so none may change it.
   */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    const hit = this.values.get(key);
    if (hit && hit.version === version) return hit.value as T;
    return this.once(`value|${version}|${key}`, async () => {
      const value = deepFreeze(await load());
      this.values.delete(key);
      this.values.set(key, { version, value });
      if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value as string);
      return value;
    });
  }

  /**
   * One load for all the requests that miss the same key of the same version at once (a cold cache
   * under load read a product once per waiting request). A failed load is forgotten with its
   * promise: its waiters get its error, the next request loads again.
   */
  private once<T>(flight: string, load: () => Promise<T>): Promise<T> {
    const running = this.loading.get(flight);
    if (running) return running as Promise<T>;
    const started = load().finally(() => this.loading.delete(flight));
    this.loading.set(flight, started);
    return started;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * This process changed the catalogue: the next answer reads the version again instead of
   * serving what it kept for up to `maxAgeMs` (other processes still see the change within that time).
   */
  expire(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /**
   * The catalogue version this process serves, read from the database at most once per `maxAgeMs`,
   * for other caches of things made from catalogue data (the rendered public pages).
   */
  currentVersion(): Promise<number> {
    if (this.version !== null && this.now() - this.checkedAt < this.maxAgeMs) return Promise.resolve(this.version);
    this.pending ??= this.readVersion()
      .then((version) => {
        if (version !== this.version) {
          this.entries.clear();
          this.values.clear();
        }
        this.version = version;
        this.checkedAt = this.now();
        return version;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
