import { useState } from 'react';
import { getOrdersExport, type BulkResult, type OrderSelection, postBulkStartProduction } from '../../../../shared/api/admin-orders-bulk';
import { toQueryString } from '../../../../shared/api/client';
import { useT } from '../../../../ui/intl/use-t';
import { adminApi } from '../admin-api';
import type { ListSelection } from '../kit/list/use-list-selection';
import { PackingSlipLinks } from './packing-slip-links';
import { ShipForm } from './ship-form';
import './order-bulk.css';

interface Props {
  selection: ListSelection;
  /** The list's filter as the API takes it: the selection when every matching order is selected. */
  filter: Omit<OrderSelection, 'ids'>;
  onOutcome: (result: BulkResult) => void;
  onFailure: (error: unknown) => void;
}

/**
 * The order list's actions on its selection. Payment reminders join them with the reminders of
 * issue 42 (their own feature): a button here calling its bulk endpoint with `chosen`.
 */
export function OrderBulkActions({ selection, filter, onOutcome, onFailure }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const chosen: OrderSelection = selection.allMatching ? filter : { ids: [...selection.ids].join(',') };
  const startProduction = async () => {
    setBusy(true);
    try {
      onOutcome(await adminApi(postBulkStartProduction, { body: chosen }));
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {selection.any && (
        <>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void startProduction()}
            data-testid="admin-bulk-start"
          >
            {t('admin.bulk.startProduction')}
          </button>
          <PackingSlipLinks selection={chosen} />
          <a className="button secondary" href={`${getOrdersExport.path}${toQueryString(chosen)}`} download data-testid="admin-bulk-export">
            {t('admin.bulk.export')}
          </a>
        </>
      )}
      <ShipForm onOutcome={onOutcome} onFailure={onFailure} />
    </>
  );
}
