import { useIntl } from '../../../../ui/intl/intl-provider';
import { Link } from 'react-router';
import { getOrder } from '../../../../shared/api/checkout';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { useResource } from '../../../lib/use-resource';
import { ConfirmPage } from './confirm-page';

/**
 * The confirmation e-mail's link (/checkout/confirm?order=ID&access=...): the order as the server
 * keeps it, for a guest with the link's access token or for the logged-in customer, in any browser.
 */
export function LinkedOrder({ id, access }: { id: number; access: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const order = useResource(() => api(getOrder, { params: { id }, ...(access ? { query: { access } } : {}) }), [id, access]);
  if (order.status === 'loading') return <p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>;
  if (order.status === 'error') {
    return (
      <section className="checkout-page" data-testid="linked-order-missing">
        <h1>{intl.formatMessage({ id: 'checkout.confirm.title' })}</h1>
        <p role="alert">{intl.formatMessage({ id: 'order.link.notFound' })}</p>
        <Link to={paths.locale.href(locale)}>{intl.formatMessage({ id: 'order.confirm.toHome' })}</Link>
      </section>
    );
  }
  // The link's token opens the order's invoice too.
  return <ConfirmPage order={{ ...order.data, accessToken: access, basketCount: 0 }} />;
}
