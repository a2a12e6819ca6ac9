import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import { checkoutSteps, paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import './checkout.css';

/** The order steps of /checkout with the current step's page beneath (basket and backup are side pages). */
export function CheckoutLayout() {
  const intl = useIntl();
  const locale = useLocale();
  const flow = checkoutSteps.filter((step) => step !== 'basketBackup');
  return (
    <div className="checkout">
      <nav aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
        <ol className="checkout-steps">
          {flow.map((step, index) => (
            <li key={step}>
              <NavLink to={paths.checkout.href(locale, step)}>
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                {intl.formatMessage({ id: `checkout.${step}.title` })}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <Outlet />
    </div>
  );
}
