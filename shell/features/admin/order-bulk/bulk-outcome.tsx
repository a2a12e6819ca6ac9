import type { BulkResult } from '../../../../shared/api/admin-orders-bulk';
import { useT } from '../../../../ui/intl/use-t';

/** What a bulk action did: how many orders it changed, and each one it refused with the reason. */
export function BulkOutcome({ result }: { result: BulkResult }) {
  const t = useT();
  return (
    <div className="admin-bulk-outcome" data-testid="admin-bulk-outcome">
      <p>
        <strong data-testid="admin-bulk-done">{t('admin.bulk.done', { count: result.done.length })}</strong>
        {result.refused.length > 0 && <> · {t('admin.bulk.refused', { count: result.refused.length })}</>}
      </p>
      {result.refused.length > 0 && (
        <ul data-testid="admin-bulk-refused">
          {result.refused.map((refusal, index) => (
            <li key={`${refusal.number}-${index}`}>
              <strong>{refusal.number}</strong>: {refusal.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
