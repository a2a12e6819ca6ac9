import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { ClientOnly } from '../../../components/client-only';
import { authTokenAtom } from '../../../session/account-state';
import { PageHead } from '../../seo/page-head';
import { LoginPrompt, type LoginReason } from '../login-prompt';
import { OrderDetailView } from './order-detail-view';
import '../../../components/form/form.css';
import '../selfcare.css';

/** /selfcare/orders/{orderId}: one of the customer's orders, rendered in the browser only (private data). */
export function OrderDetailPage() {
  const intl = useIntl();
  const token = useAtomValue(authTokenAtom);
  const orderId = Number(useParams().orderId);
  const [reason, setReason] = useState<LoginReason>(null);
  const expired = useCallback(() => setReason('expired'), []);
  return (
    <section className="care care-order" data-testid="selfcare-order">
      <PageHead title={intl.formatMessage({ id: 'page.selfcare.title' })} visibility="private" />
      <ClientOnly fallback={<p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>}>
        {token ? <OrderDetailView key={`${token}:${orderId}`} orderId={orderId} onExpired={expired} /> : <LoginPrompt reason={reason} />}
      </ClientOnly>
    </section>
  );
}
