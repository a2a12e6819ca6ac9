import { useIntl } from '../../../ui/intl/intl-provider';
import { Outlet } from 'react-router';
import { BasketProvider, useBasket } from './basket-context';
import { StepIndicator } from './step-indicator';
import '../../components/form/form.css';
import './checkout.css';

/** /checkout: the step indicator and the current step's page, all reading one basket. */
export function CheckoutLayout() {
  return (
    <BasketProvider>
      <div className="checkout">
        <StepIndicator />
        <BasketGate />
      </div>
    </BasketProvider>
  );
}

/** Pages render once the basket is there; a failed first load offers a retry instead of an empty basket. */
function BasketGate() {
  const intl = useIntl();
  const { view, failure, retry } = useBasket();
  if (view) return <Outlet />;
  if (failure) {
    return (
      <div className="account-notice account-notice-error" role="alert" data-testid="basket-load-error">
        <p>{intl.formatMessage({ id: 'order.loadFailed' })}</p>
        <button type="button" className="account-secondary" onClick={retry}>
          {intl.formatMessage({ id: 'order.retry' })}
        </button>
      </div>
    );
  }
  return (
    <p className="checkout-loading" aria-busy="true">
      {intl.formatMessage({ id: 'order.loading' })}
    </p>
  );
}
