import type { Db } from '../../db/database';
import type { ObjectStorage } from '../../storage/object-storage';
import type { HeicDecoder } from './heic-decoder';
import type { ImageUrlSigner } from './image-urls';
import type { Semaphore } from './semaphore';

/** What the image feature works with; built once by the images plugin (app.images). */
export interface ImageServices {
  db: Db;
  storage: ObjectStorage;
  signer: ImageUrlSigner;
  /** Runs sharp jobs, one per core at a time. */
  jobs: Semaphore;
  /** Decodes iPhone HEIC photos off the event loop. */
  heic: HeicDecoder;
  /**
   * Display P3's ICC profile, for a HEIC that names it by its primaries. Passed in by server/app.ts
   * from the production feature's shipped profiles: production reads images, so images may not import it.
   */
  displayP3Profile: Uint8Array;
  /** Work already under way in this process, by key, so a burst of equal requests renders once. */
  inFlight: Map<string, Promise<unknown>>;
}

/** Joins a running job of the same key or starts it. */
export function once<T>(services: ImageServices, key: string, work: () => Promise<T>): Promise<T> {
  const running = services.inFlight.get(key);
  if (running) return running as Promise<T>;
  const started = work().finally(() => services.inFlight.delete(key));
  services.inFlight.set(key, started);
  return started;
}
