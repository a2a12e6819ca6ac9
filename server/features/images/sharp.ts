import type SharpPackage from 'sharp';
import { lazyRequire } from '../../lazy/lazy-package';

/**
 * sharp (libvips), loaded at the first picture made or read rather than at the start (~300 ms of
 * CPU before ready). Its settings come with the load:
 * the libvips operation cache keeps decoded files open and memory held, and uploads are read once;
 * one libvips thread per job, as the job semaphore already runs one job per core.
 */
const sharp = lazyRequire<typeof SharpPackage>('sharp', (loaded) => {
  loaded.cache(false);
  loaded.concurrency(1);
});

export default sharp;
