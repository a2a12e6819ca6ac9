import { useIntl } from '../../../ui/intl/intl-provider';
import { Link, useLocation } from 'react-router';
import { paths, type CheckoutStep } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { useBasket } from './basket-context';
import { useOrderConfirmation } from './confirm/order-confirmation';
import { flowSteps, isReachable } from './step-guard';

/**
 * basket -> addresses -> paymentAndShipping -> check -> confirm. Steps whose earlier data is there
 * are links (Tab and Enter); the current one is marked for screen readers; the others are plain
 * text, so a customer cannot jump past a step that still needs something.
 */
export function StepIndicator() {
  const intl = useIntl();
  const locale = useLocale();
  const { view } = useBasket();
  const confirmed = useOrderConfirmation() !== null;
  const current = (useLocation().pathname.split('/')[3] ?? 'basket') as CheckoutStep;
  const active = current === 'basketBackup' ? 'basket' : current;
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps' })} className="checkout-steps-nav">
      <ol className="checkout-steps" data-testid="checkout-steps">
        {flowSteps.map((step, index) => {
          const label = (
            <>
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step-label">{intl.formatMessage({ id: `checkout.${step}.title` })}</span>
            </>
          );
          if (step === active) {
            return (
              <li key={step}>
                <span className="checkout-step is-current" aria-current="step">
                  {label}
                </span>
              </li>
            );
          }
          return (
            <li key={step}>
              {isReachable(step, view, confirmed, current) ? (
                <Link className="checkout-step" to={paths.checkout.href(locale, step)}>
                  {label}
                </Link>
              ) : (
                <span className="checkout-step is-locked">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
