import type { PGlite } from '@electric-sql/pglite';

/**
 * After a PANIC the PostgreSQL inside PGlite is gone, but PGlite does not know it: the next
 * statement loops inside the WASM module and blocks the event loop for good, so the process
 * neither answers nor exits. Seen with PGlite 0.5.16 when the disk is full just as PostgreSQL
 * needs a new WAL segment: 'PANIC: could not write to file "pg_wal/xlogtemp.N": No space left on
 * device' (SQLSTATE 53100). PGlite runs every statement (transactions' BEGIN and ROLLBACK too)
 * through _runExclusiveQuery, one at a time; wrapped there, the statement that fails this way marks
 * the instance dead before the next may start, and every later one fails at once with SQLSTATE
 * 57P02 (crash shutdown) without entering the module. Only a new instance recovers: PostgreSQL then
 * replays its WAL, so every committed transaction is kept (see server/test/faults/full-disk.test.ts).
 */
export interface PgliteGuard {
  /** The error that killed the instance, or null while it lives. */
  deadBy(): Error | null;
  /** Resolves once the instance died (never, while it lives). */
  died: Promise<Error>;
}

export class EmbeddedDatabaseDied extends Error {
  readonly code = '57P02';
  constructor(cause: Error) {
    super(`the embedded database stopped after: ${cause.message}`, { cause });
    this.name = 'EmbeddedDatabaseDied';
  }
}

/** PANIC and FATAL end a PostgreSQL backend; RuntimeError and ExitStatus are the WASM module aborting or exiting. */
function kills(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const severity = (error as { severity?: unknown }).severity;
  return severity === 'PANIC' || severity === 'FATAL' || error.name === 'RuntimeError' || error.name === 'ExitStatus';
}

export function guardPglite(client: PGlite): PgliteGuard {
  let dead: EmbeddedDatabaseDied | null = null;
  let announce!: (error: Error) => void;
  const died = new Promise<Error>((resolve) => {
    announce = resolve;
  });
  // oxlint-disable-next-line no-underscore-dangle -- PGlite's own name; every statement passes through it
  const runExclusive = client._runExclusiveQuery.bind(client);
  // oxlint-disable-next-line no-underscore-dangle -- as above
  client._runExclusiveQuery = <T>(fn: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      if (dead) throw dead;
      try {
        return await fn();
      } catch (error) {
        if (kills(error)) {
          dead = new EmbeddedDatabaseDied(error as Error);
          announce(dead);
        }
        throw error;
      }
    });
  return { deadBy: () => dead, died };
}
