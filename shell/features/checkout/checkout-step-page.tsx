import type { ComponentType } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { Navigate, useSearchParams } from 'react-router';
import { paths, type CheckoutStep } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { ClaimHandover } from './claim-handover';
import { AddressesPage } from './addresses/addresses-page';
import { BasketBackupPage } from './basket/basket-backup-page';
import { BasketPage } from './basket/basket-page';
import { useBasketView } from './basket-context';
import { CheckPage } from './check/check-page';
import { ConfirmPage } from './confirm/confirm-page';
import { LinkedOrder } from './confirm/linked-order';
import { useOrderConfirmation } from './confirm/order-confirmation';
import { OrderSummary } from './order-summary';
import { PaymentShippingPage } from './payment-shipping/payment-shipping-page';
import { guardRedirect } from './step-guard';
import { PageHead } from '../seo/page-head';

/** The steps that show the order beside them: the basket is the order itself, the confirmation shows the placed one. */
const summarySteps = ['addresses', 'paymentAndShipping', 'check'] as const;
const withSummary = (step: CheckoutStep): step is (typeof summarySteps)[number] => (summarySteps as readonly string[]).includes(step);

const pages: Record<CheckoutStep, ComponentType> = {
  basket: BasketPage,
  basketBackup: BasketBackupPage,
  addresses: AddressesPage,
  paymentAndShipping: PaymentShippingPage,
  check: CheckPage,
  confirm: ConfirmPage,
};

/** One checkout step; a step opened before its earlier data exists goes to the first incomplete step. */
export function CheckoutStepPage({ step }: { step: CheckoutStep }) {
  const intl = useIntl();
  const locale = useLocale();
  const head = <PageHead title={intl.formatMessage({ id: `checkout.${step}.title` })} visibility="private" />;
  const view = useBasketView();
  const confirmed = useOrderConfirmation() !== null;
  const [search] = useSearchParams();
  const linkedOrder = step === 'confirm' ? Number(search.get('order')) : Number.NaN;
  if (Number.isInteger(linkedOrder) && linkedOrder > 0)
    return (
      <>
        {head}
        <LinkedOrder id={linkedOrder} access={search.get('access')} />
      </>
    );
  const redirect = guardRedirect(step, view, confirmed);
  if (redirect) return <Navigate to={paths.checkout.href(locale, redirect)} replace />;
  const Page = pages[step];
  return (
    <>
      {head}
      {/* A design handed over from a partner's widget joins the basket here (server/features/partner-drafts). */}
      {step === 'basket' && <ClaimHandover />}
      {withSummary(step) ? (
        <div className="checkout-columns">
          {/* Each step starts folded or open as it needs (open on check), whatever the step before left. */}
          <OrderSummary key={step} step={step} />
          <Page />
        </div>
      ) : (
        <Page />
      )}
    </>
  );
}
