import { availableParallelism } from 'node:os';

/*
 * sharp runs each image job on a thread of libuv's pool, the pool that also reads files, looks up
 * hosts, and hashes the SCRAM login of every new PostgreSQL connection. Tried on this machine:
 * while four sharp jobs ran, a new connection waited 4.7 s for a thread (27 ms otherwise), against
 * the database pool's 5 s connection timeout, after which a request answers 503. So image jobs
 * leave threads to the rest (one of them may be a print file's, which runs outside the image
 * jobs): one job per core, never more than the pool's size less KEPT_THREADS. The pool's size is
 * fixed when the process starts (UV_THREADPOOL_SIZE, 4 unless set; it cannot be changed from
 * inside), so the deploy files set it.
 */
const DEFAULT_THREADPOOL_SIZE = 4;
const KEPT_THREADS = 2;

export interface ImageJobLimit {
  /** Image jobs at once. */
  jobs: number;
  cores: number;
  /** The UV_THREADPOOL_SIZE that would allow one job per core, when this one allows fewer. */
  wanted: number | null;
}

export function imageJobLimit(threadpoolSetting = process.env.UV_THREADPOOL_SIZE, cores = availableParallelism()): ImageJobLimit {
  const given = Number(threadpoolSetting);
  const threads = threadpoolSetting && Number.isInteger(given) && given > 0 ? given : DEFAULT_THREADPOOL_SIZE;
  const jobs = Math.max(1, Math.min(cores, threads - KEPT_THREADS));
  return { jobs, cores, wanted: jobs < cores ? cores + KEPT_THREADS : null };
}
