import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getProductionQueue, postItemPrinted, postPrintRetry, type ProductionItem } from '../../../shared/api/production-queue';
import { Notice } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { LoadState } from './admin-status';
import { ProductionItemRow } from './production-item';
import { groupByOrder, PRODUCTION_STATES, type ProductionState, productionState } from './production-states';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../widget/lib/intl/use-t';
import { refusalText } from './kit/refusal-text';

/** The workshop's queue (/admin/production): what to print, its print files, and what is printed. */
export function AdminProductionPage() {
  const intl = useIntl();
  return (
    <StaffPage title={intl.formatMessage({ id: 'admin.production.title' })} roles={rolesOf(getProductionQueue)}>
      {() => <ProductionQueueView />}
    </StaffPage>
  );
}

type Action = 'retry' | 'printed';

const filterLink = (next: ProductionState | null) => (next ? `?state=${next}` : '?');

function ProductionQueueView() {
  const t = useT();
  const [search] = useSearchParams();
  const state = (PRODUCTION_STATES as readonly string[]).includes(search.get('state') ?? '') ? (search.get('state') as ProductionState) : null;
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
        <div className="admin-switch" role="group" aria-label={t('admin.production.filter')}>
          {[null, ...PRODUCTION_STATES].map((option) => (
            <Link
              key={option ?? 'all'}
              to={filterLink(option)}
              aria-current={option === state ? 'page' : undefined}
              data-testid={`production-filter-${option ?? 'all'}`}
            >
              {t(option ? `admin.production.state.${option}` : 'admin.production.all')}{' '}
              <span className="admin-count-badge">{option ? items.filter((item) => productionState(item) === option).length : items.length}</span>
            </Link>
          ))}
        </div>
        <button type="button" className="button secondary" onClick={() => setVersion((v) => v + 1)}>
          {t('admin.production.refresh')}
        </button>
      </div>
      <div ref={statusRef} tabIndex={-1} className="admin-status-slot">
        {status && <Notice kind={status.kind}>{status.text}</Notice>}
      </div>
      {queue.status !== 'ready' ? (
        <LoadState resource={queue} />
      ) : shown.length === 0 ? (
        <p role="status">{t(state ? 'admin.production.emptyState' : 'admin.production.empty')}</p>
      ) : (
        <>
          <p role="status" className="admin-count">
            {t('admin.production.count', { count: shown.length })}
          </p>
          <div className="admin-production" data-testid="admin-production">
            {groupByOrder(shown).map((group) => (
              <section key={group.orderId} className="admin-card" aria-labelledby={`production-order-${group.orderId}`} data-testid="admin-production-order">
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
        </>
      )}
    </>
  );
}
