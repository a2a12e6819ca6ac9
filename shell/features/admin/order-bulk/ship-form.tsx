import { type FormEvent, useState } from 'react';
import { type BulkResult, postBulkShip } from '../../../../shared/api/admin-orders-bulk';
import { useT } from '../../../../ui/intl/use-t';
import { adminApi } from '../admin-api';

/** Mark shipped from the day's parcels: pasted "order number, tracking number" lines or the carrier's CSV file. */
export function ShipForm({ onOutcome, onFailure }: { onOutcome: (result: BulkResult) => void; onFailure: (error: unknown) => void }) {
  const t = useT();
  const [lines, setLines] = useState('');
  const [unprintedReason, setUnprintedReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onOutcome(await adminApi(postBulkShip, { body: { lines, ...(unprintedReason.trim() ? { unprintedReason } : {}) } }));
      setLines('');
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="admin-bulk-ship">
      <summary>{t('admin.bulk.ship')}</summary>
      <form className="account-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <label htmlFor="admin-bulk-ship-lines">{t('admin.bulk.shipLines')}</label>
        <textarea
          id="admin-bulk-ship-lines"
          rows={8}
          required
          value={lines}
          onChange={(event) => setLines(event.target.value)}
          placeholder="100123, 99.60.123456.12345678"
          data-testid="admin-bulk-ship-lines"
        />
        <label htmlFor="admin-bulk-ship-file">{t('admin.bulk.shipFile')}</label>
        <input
          id="admin-bulk-ship-file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          onChange={(event) => void event.target.files?.[0]?.text().then(setLines)}
        />
        <label htmlFor="admin-bulk-ship-unprinted">{t('admin.order.shipOverride')}</label>
        <input
          id="admin-bulk-ship-unprinted"
          type="text"
          maxLength={500}
          value={unprintedReason}
          onChange={(event) => setUnprintedReason(event.target.value)}
        />
        <button type="submit" className="button primary" disabled={busy || lines.trim() === ''} data-testid="admin-bulk-ship-submit">
          {t('admin.bulk.shipSubmit')}
        </button>
      </form>
    </details>
  );
}
