import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database';

// A refused request may write these: the rate limiter and the login backoff count refused attempts.
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limit_counters', 'backoff_counters']);

/**
 * Everything stored, one `table=count:digest` part per table of the public schema but the counters
 * a refused request may write: two equal fingerprints mean nothing stored changed in between.
 */
export async function storedFingerprint(db: Db): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((r) => r.table_name).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const [row] = await queryRows<{ digest: string }>(
        db,
        sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`),
      );
      return `${name}=${row?.digest}`;
    }),
  );
  return parts.join(';');
}

/** The tables whose rows differ between two fingerprints, each as its part after: a failure names them. */
export function changedTables(before: string, after: string): string[] {
  const unchanged = new Set(before.split(';'));
  return after.split(';').filter((part) => !unchanged.has(part));
}
