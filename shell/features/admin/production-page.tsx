import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getProductionQueue, postItemPrinted, postPrintRetry, type ProductionItem } from '../../../shared/api/production-queue';
import { Notice } from '../../components/form';
import { paths } from '../../config/paths';
import { adminApi } from './admin-api';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { FilterLinks } from './kit/list/filter-links';
import { ListResults } from '../../components/list-results';
import { oneOf } from './kit/list/query-values';
import { useListSearch } from './kit/list/use-list-search';
import { ProductionItemRow } from './production-item';
import { groupByOrder, PRODUCTION_STATES, productionState } from './production-states';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../ui/intl/use-t';
import { refusalText } from './kit/refusal-text';

/** The workshop's queue (/admin/production): what to print, its print files, and what is printed. */
export const AdminProductionPage = adminScreen('admin.production.title', rolesOf(getProductionQueue), ProductionQueueView);

type Action = 'retry' | 'printed';

function ProductionQueueView() {
  const t = useT();
  const { filters, filterLink } = useListSearch(['state']);
  const state = oneOf(PRODUCTION_STATES, filters.state);
  const [version, setVersion] = useState(0);
  const queue = useAdminResource(() => adminApi(getProductionQueue), [version]);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // The buttons of a changed item change or leave under the keyboard: it goes on from the message.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  const act = async (item: ProductionItem, action: Action) => {
    if (busy !== null) return;
    setBusy(item.orderItemId);
    setStatus(null);
    try {
      const next = await adminApi(action === 'retry' ? postPrintRetry : postItemPrinted, { params: { orderItemId: item.orderItemId } });
      setStatus({
        kind: 'success',
        text:
          action === 'retry'
            ? t('admin.production.retried', { product: item.line.productName, number: item.orderNumber })
            : t('admin.production.markedPrinted', {
                product: item.line.productName,
                number: item.orderNumber,
                status: t(`admin.status.${next.orderStatus}`),
              }),
      });
    } catch (error) {
      setStatus({ kind: 'error', text: refusalText(error, t) });
    } finally {
      setBusy(null);
      setVersion((v) => v + 1);
    }
  };

  const items = queue.status === 'ready' ? queue.data.items : [];
  const shown = state ? items.filter((item) => productionState(item) === state) : items;
  return (
    <>
      <div className="admin-toolbar">
        <FilterLinks
          label={t('admin.production.filter')}
          current={state ?? ''}
          options={['' as const, ...PRODUCTION_STATES].map((option) => ({
            value: option,
            testId: `production-filter-${option || 'all'}`,
            text: (
              <>
                {t(option ? `admin.production.state.${option}` : 'admin.production.all')}{' '}
                <span className="admin-count-badge">{option ? items.filter((item) => productionState(item) === option).length : items.length}</span>
              </>
            ),
          }))}
          linkTo={(value) => filterLink({ state: value })}
        />
        <button type="button" className="button secondary" onClick={() => setVersion((v) => v + 1)}>
          {t('admin.production.refresh')}
        </button>
      </div>
      <div ref={statusRef} tabIndex={-1} className="admin-status-slot">
        {status && <Notice kind={status.kind}>{status.text}</Notice>}
      </div>
      <ListResults
        resource={queue}
        sizeOf={() => shown.length}
        empty={t(state ? 'admin.production.emptyState' : 'admin.production.empty')}
        count={(count) => t('admin.production.count', { count })}
      >
        {() => (
          <div className="admin-production" data-testid="admin-production">
            {groupByOrder(shown).map((group) => (
              <section
                key={group.orderId}
                className="panel admin-card"
                aria-labelledby={`production-order-${group.orderId}`}
                data-testid="admin-production-order"
              >
                <h2 id={`production-order-${group.orderId}`} className="admin-production-head">
                  <Link to={paths.adminOrder.href(group.orderId)}>{t('admin.production.order', { number: group.orderNumber })}</Link>
                  <span className={`admin-status admin-status-${group.orderStatus}`} data-testid="production-order-status">
                    {t(`admin.status.${group.orderStatus}`)}
                  </span>
                </h2>
                <ul className="admin-items">
                  {group.items.map((item) => (
                    <ProductionItemRow key={item.orderItemId} item={item} busy={busy === item.orderItemId} onAction={(action) => void act(item, action)} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListResults>
    </>
  );
}
