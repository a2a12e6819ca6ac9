import { sql } from 'drizzle-orm';
import type { AuditChainCheck } from '../../../shared/api/audit';
import { chainBreak } from '../../../shared/domain/audit/audit-chain';
import { type Db, queryRows } from '../../db/database';

type CheckRow = {
  checked: number;
  id: number | null;
  hash_matches: boolean | null;
  links_to_previous: boolean | null;
  next_links_to_previous: boolean | null;
};

/**
 * Walks the audit log in the order of its ids, recomputing each row's hash with the database's own
 * rule (audit_row_hash, the one the insert trigger uses), and answers the first row where the chain
 * fails. One statement, one snapshot: rows written meanwhile are either all in or all out.
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainCheck> {
  const [row] = await queryRows<CheckRow>(
    db,
    sql`
      with chain as (
        select id, prev_hash, hash,
          audit_row_hash(prev_hash, id, staff_id, action, subject_type, subject_id, before, after, created_at) as computed,
          coalesce(lag(hash) over w, repeat('0', 64)) as previous,
          lead(prev_hash) over w as next_prev
        from audit_log
        window w as (order by id)
      ),
      broken as (
        select id, hash = computed as hash_matches, prev_hash = previous as links_to_previous,
          coalesce(next_prev = previous, false) as next_links_to_previous
        from chain
        where hash <> computed or prev_hash <> previous
        order by id
        limit 1
      )
      select (select count(*)::int from chain) as checked, broken.*
      from (select 1) as one left join broken on true`,
  );
  const checked = row?.checked ?? 0;
  if (!row || row.id === null) return { ok: true, checked };
  return {
    ok: false,
    checked,
    firstBrokenId: row.id,
    reason: chainBreak({
      hashMatches: row.hash_matches === true,
      linksToPrevious: row.links_to_previous === true,
      nextLinksToPrevious: row.next_links_to_previous === true,
    }),
  };
}
