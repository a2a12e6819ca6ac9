import { getPrintFile } from '../../../shared/api/admin-orders';
import { buildPath } from '../../../shared/api/route';
import type { ProductionItem } from '../../../shared/api/production-queue';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { ProductionPreflight } from './production-preflight';
import { productionState } from './production-states';
import { useAdminFormat } from './kit/use-admin-format';

/** One item to print: its design, its print file's state, and what the workshop can do with it now. */
export function ProductionItemRow({ item, busy, onAction }: { item: ProductionItem; busy: boolean; onAction: (action: 'retry' | 'printed') => void }) {
  const { t, moment } = useAdminFormat();
  const state = productionState(item);
  const product = item.line.productName;
  // The visible words first, so a voice command naming the button finds it (WCAG 2.5.3).
  const label = (action: MessageKey) => t('admin.production.itemAction', { action: t(action), product, number: item.orderNumber });
  return (
    <li className="admin-item admin-production-item" data-testid="admin-production-item" data-state={state}>
      <ItemThumbnail url={item.line.thumbnailUrl} size={96} />
      <div className="admin-production-body">
        <p className="admin-item-name">{product}</p>
        <p>
          {t('admin.order.quantity')}: {item.line.quantity}
        </p>
        <p>
          <span className={`admin-print-state admin-print-${state}`} data-testid="production-item-state">
            {t(`admin.production.state.${state}`)}
          </span>
          {state === 'printed' && item.printedAt && <span className="admin-muted"> · {moment(item.printedAt)}</span>}
          {state === 'making' && <span className="admin-muted"> · {t(`admin.print.${item.printStatus === 'running' ? 'running' : 'pending'}`)}</span>}
        </p>
        {state === 'failed' && (
          <p className="admin-print-error">
            {t('admin.production.failedWhy', { attempts: item.attempts })} {t(`admin.production.failure.${item.printFailure ?? 'other'}`)}{' '}
            {/* A preflight's failed checks are worded below; any other failure's detail is technical. */}
            {item.printFailure !== 'preflight' && <span className="admin-muted">({item.printError})</span>}
          </p>
        )}
        {item.preflight && <ProductionPreflight preflight={item.preflight} />}
        <div className="admin-item-actions">
          {/* As the print file route serves it: a made file, or one kept that failed its preflight. */}
          {(item.printStatus === 'done' || (item.printStatus === 'failed' && item.preflight)) && (
            <a
              className="button secondary"
              href={buildPath(getPrintFile.path, { orderItemId: item.orderItemId })}
              download
              aria-label={label('admin.production.download')}
            >
              {t('admin.production.download')}
            </a>
          )}
          {state === 'failed' && (
            <button type="button" className="button primary" disabled={busy} onClick={() => onAction('retry')} aria-label={label('admin.production.retry')}>
              {t('admin.production.retry')}
            </button>
          )}
          {state === 'ready' && (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => onAction('printed')}
              aria-label={label('admin.production.markPrinted')}
            >
              {t('admin.production.markPrinted')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
