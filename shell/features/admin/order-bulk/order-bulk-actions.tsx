import { useState } from 'react';
import { getOrdersExport, type BulkResult, type OrderSelection, postBulkReminders, postBulkStartProduction } from '../../../../shared/api/admin-orders-bulk';
import { toQueryString } from '../../../../shared/api/client';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { useT } from '../../../../ui/intl/use-t';
import { adminApi } from '../admin-api';
import { rolesOf } from '../admin-nav';
import { useAdminSession } from '../admin-session';
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

/** The actions that change each selected order on the server, each offered to the roles its endpoint allows. */
const ACTIONS: readonly { endpoint: typeof postBulkStartProduction | typeof postBulkReminders; label: MessageKey; testId: string }[] = [
  { endpoint: postBulkStartProduction, label: 'admin.bulk.startProduction', testId: 'admin-bulk-start' },
  { endpoint: postBulkReminders, label: 'admin.bulk.remind', testId: 'admin-bulk-remind' },
];

/** The order list's actions on its selection. */
export function OrderBulkActions({ selection, filter, onOutcome, onFailure }: Props) {
  const t = useT();
  const { me } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const chosen: OrderSelection = selection.allMatching ? filter : { ids: [...selection.ids].join(',') };
  const run = async (endpoint: (typeof ACTIONS)[number]['endpoint']) => {
    setBusy(true);
    try {
      onOutcome(await adminApi(endpoint, { body: chosen }));
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
          {ACTIONS.filter(({ endpoint }) => me && rolesOf(endpoint).includes(me.role)).map(({ endpoint, label, testId }) => (
            <button
              key={testId}
              type="button"
              className="button secondary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void run(endpoint)}
              data-testid={testId}
            >
              {t(label)}
            </button>
          ))}
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
