import { useIntl } from 'react-intl';
import type { CheckoutStep } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ClaimHandover } from '../drafts/claim-handover';
import { PlaceholderPage } from '../placeholder/placeholder-page';

/** One checkout step; the spec does not show their content, so each says what it will hold. */
export function CheckoutStepPage({ step }: { step: CheckoutStep }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `checkout.${step}.title` });
  usePageTitle(title);
  return (
    <>
      {/* A design handed over from a partner's widget joins the basket here (shell/features/drafts). */}
      {step === 'basket' && <ClaimHandover />}
      <PlaceholderPage testId={`checkout-${step}`} title={title} text={intl.formatMessage({ id: `checkout.${step}.text` })} />
    </>
  );
}
