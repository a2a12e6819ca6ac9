import { useState } from 'react';
import { useAdminForm } from './kit/use-admin-form';
import { OrderStatusChange, type OrderStatusView, postOrderStatus } from '../../../shared/api/order-status';
import { type OrderEvent, possibleEvents } from '../../../shared/domain/orders/order-status';
import type { MessageKey } from '../../../shared/i18n/messages';
import { FormActions, Notice, TextField } from '../../components/form';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { useAdminSession } from './admin-session';
import { useAdminFormat } from './kit/use-admin-format';
import { AdminCard } from './kit/admin-card';

/** The order's history and the next steps the staff member's role may take (shared/domain/orders decides which). */
export function OrderStatusPanel({
  orderId,
  view,
  onChanged,
  refundedOnCancel,
  refundedByBank,
}: {
  orderId: number;
  view: OrderStatusView;
  onChanged: (view: OrderStatusView) => void;
  /** What a cancel gives back of the order's money (rappen; 0 for none). */
  refundedOnCancel: number;
  /** Whether that money came by bank transfer: it is then owed back (an open bank refund), not refunded by the provider. */
  refundedByBank: boolean;
}) {
  const { t, moment } = useAdminFormat();
  const { me } = useAdminSession();
  const facts = { status: view.status, paymentMethod: view.progress.paymentMethod, paid: view.progress.paidAt !== null };
  const events = me ? possibleEvents(facts, me.role) : [];
  const [announced, setAnnounced] = useState<string | null>(null);
  const changed = (next: OrderStatusView) => {
    setAnnounced(t('admin.order.changed', { status: t(`admin.status.${next.status}` as MessageKey) }));
    onChanged(next);
  };
  return (
    <AdminCard labelId="order-history" title={t('admin.order.history')} wide>
      <ol className="admin-history" data-testid="admin-order-history">
        {view.history.map((entry, index) => (
          <li key={`${index}-${entry.at}`}>
            <time dateTime={entry.at}>{moment(entry.at)}</time>{' '}
            {/* A refund, or an invoice paid after production started, leaves the status as it was: the line says what happened, not the status again. */}
            {entry.event === 'refund' ? (
              <span className="admin-status">{t('admin.order.history.refund')}</span>
            ) : entry.event === 'markPaid' && entry.status !== 'paid' ? (
              <span className="admin-status">{t('admin.order.history.markPaid')}</span>
            ) : (
              <span className={`admin-status admin-status-${entry.status}`}>{t(`admin.status.${entry.status}` as MessageKey)}</span>
            )}{' '}
            <span className="admin-muted">
              {entry.actor === 'staff' ? (entry.staffName ?? t('admin.order.actor.staff')) : t(`admin.order.actor.${entry.actor}` as MessageKey)}
            </span>
            {entry.note && <> · {entry.note}</>}
          </li>
        ))}
      </ol>
      <div role="status" className="visually-hidden">
        {announced}
      </div>
      {events.length > 0 && (
        <div className="admin-actions">
          <h3>{t('admin.order.nextStep')}</h3>
          {events.map((event) => (
            <EventForm
              key={event}
              orderId={orderId}
              event={event}
              onChanged={changed}
              refunds={event === 'cancel' ? refundedOnCancel : 0}
              refundsByBank={refundedByBank}
              unprinted={event === 'ship' ? view.progress.unprintedItems : 0}
            />
          ))}
        </div>
      )}
    </AdminCard>
  );
}

/** Which text a step asks for: the parcel number to ship, the reason (told to the customer) to cancel. */
/** A text an event asks for: its field, label and hint. */
interface Asked<F extends string> {
  field: F;
  label: MessageKey;
  hint: MessageKey;
}
const INPUT: Partial<Record<OrderEvent, Asked<'trackingNumber' | 'reason'>>> = {
  ship: { field: 'trackingNumber', label: 'admin.order.trackingNumber', hint: 'admin.order.trackingHint' },
  cancel: { field: 'reason', label: 'admin.order.cancelReason', hint: 'admin.order.cancelHint' },
};
/** Why items not marked printed go out all the same. */
const UNPRINTED: Asked<'unprintedReason'> = { field: 'unprintedReason', label: 'admin.order.shipOverride', hint: 'admin.order.shipOverrideHint' };

function EventForm({
  orderId,
  event,
  onChanged,
  refunds,
  refundsByBank,
  unprinted,
}: {
  orderId: number;
  event: OrderEvent;
  onChanged: (view: OrderStatusView) => void;
  refunds: number;
  refundsByBank: boolean;
  /** Ship: items not marked printed, which need a reason to go out. */
  unprinted: number;
}) {
  const intl = useIntl();
  const { t, chf } = useAdminFormat();
  const input = INPUT[event];
  const [text, setText] = useState('');
  const [unprintedReason, setUnprintedReason] = useState('');
  const id = `admin-event-${event}`;
  const asked = [...(input ? [input.field] : []), ...(unprinted > 0 ? [UNPRINTED.field] : [])];
  const form = useAdminForm({ idPrefix: id, order: asked, schema: OrderStatusChange });
  const onSubmit = form.onSubmit({ event, ...(input ? { [input.field]: text } : {}), ...(unprinted > 0 ? { unprintedReason } : {}) }, async (body) => {
    onChanged(await adminApi(postOrderStatus, { params: { id: orderId }, body }));
    setText('');
    setUnprintedReason('');
  });
  const textField = (wanted: Asked<string>, value: string, onChange: (value: string) => void) => (
    <TextField {...form.field(wanted.field)} label={t(wanted.label)} hint={t(wanted.hint)} required autoComplete="off" value={value} onChange={onChange} />
  );
  return (
    <form className={`admin-event admin-event-${event}`} noValidate onSubmit={onSubmit} aria-busy={form.busy}>
      {form.failure && <Notice kind="error">{form.failure}</Notice>}
      {input && textField(input, text, setText)}
      {unprinted > 0 && (
        <>
          <p className="admin-muted" data-testid="admin-ship-unprinted">
            {t('admin.order.unprinted', { count: unprinted })}
          </p>
          {textField(UNPRINTED, unprintedReason, setUnprintedReason)}
        </>
      )}
      {refunds > 0 && (
        <p className="admin-muted" data-testid="admin-cancel-refunds">
          {intl.formatMessage({ id: refundsByBank ? 'admin.order.cancelBankRefund' : 'admin.order.cancelRefunds' }, { amount: chf(refunds) })}
        </p>
      )}
      <FormActions busy={form.busy} submit={t(`admin.event.${event}` as MessageKey)} />
    </form>
  );
}
