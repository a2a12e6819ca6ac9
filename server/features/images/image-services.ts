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
