/*
 * Whether a failure is temporary rather than a bug: the database cannot be reached right now (it
 * restarts, the network drops, the pool is exhausted, it ran short of memory), or the disk is full.
 * Such requests answer 503 with Retry-After; the pool reconnects by itself once PostgreSQL is back,
 * and a write refused for a full disk goes through once space is freed. Drizzle wraps the driver's
 * error, so the cause chain is searched.
 */

// SQLSTATE class 08 (connection exception), 57P01-03 (shutdown, crash, not yet accepting),
// 53000 / 53200 / 53300 (insufficient resources, out of memory, too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53[023]00)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// A request that races the shutdown finds the pool already ended: the instance is going away, not broken.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end/i;
// SQLSTATE 53100 (disk_full); ENOSPC / EDQUOT from Node's file system.
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

function someCause(error: unknown, test: (error: Error) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (test(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => someCause(inner, test))) return true;
    current = current.cause;
  }
  return false;
}

const codeOf = (error: Error): unknown => (error as { code?: unknown }).code;

export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (e) => {
    const code = codeOf(e);
    return (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) || UNAVAILABLE_MESSAGES.test(e.message);
  });
}

/** A write failed for lack of disk space (database or file system); once space is freed, the same write goes through. */
export function isDiskFull(error: unknown): boolean {
  return someCause(error, (e) => {
    const code = codeOf(e);
    return typeof code === 'string' && DISK_FULL_CODES.has(code);
  });
}
