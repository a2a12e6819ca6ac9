import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/client';
import { confirmCheckout, setComment } from '../../../../shared/api/checkout';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { basketCountAtom, orderConfirmationAtom } from '../../../state/core';
import { Notice, useSubmitGuard } from '../../../components/form';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { PriceChangeNotice } from '../price-change-notice';
import { rememberConfirmation } from '../confirm/order-confirmation';
import { CheckSummary } from './check-summary';
import { TERMS_ID, TermsAndComment } from './terms-and-comment';
import { VoucherForm } from './voucher-form';
import { VoucherList } from './voucher-list';
import { isOnlineMethod } from '../../../../shared/domain/payments/payment-methods';
import { useT } from '../../../../ui/intl/use-t';

/**
 * /checkout/check: the summary, vouchers, comment, terms and 'order now'. A second click while the
 * order is sent is ignored; after a lost answer the customer may click again, because the server
 * answers a repeated confirm of the same basket with the same order.
 */
export function CheckPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const view = useBasketView();
  const { run } = useBasket();
  const setConfirmation = useSetAtom(orderConfirmationAtom);
  const setCount = useSetAtom(basketCountAtom);
  const [comment, setCommentText] = useState(view.checkout.comment ?? '');
  const [termsError, setTermsError] = useState(false);
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null);
  const [termsSaving, setTermsSaving] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const online = view.checkout.paymentMethod !== null && isOnlineMethod(view.checkout.paymentMethod);
  const { busy, run: submitOnce, isRunning } = useSubmitGuard();

  const orderNow = async () => {
    if (isRunning()) return;
    if (!view.checkout.termsAccepted) {
      setTermsError(true);
      document.getElementById(TERMS_ID)?.focus();
      return;
    }
    setTermsError(false);
    setFailure(null);
    await submitOnce(async () => {
      try {
        if (comment.trim() !== (view.checkout.comment ?? '')) await run(api(setComment, { body: { comment } }));
        const confirmation = await api(confirmCheckout);
        setConfirmation(confirmation);
        rememberConfirmation(confirmation);
        setCount(confirmation.basketCount);
        // Online payment: straight on to the provider's page; it comes back to the confirmation.
        if (confirmation.payment.redirectUrl) {
          setRedirecting(true);
          window.location.assign(confirmation.payment.redirectUrl);
          return;
        }
        void navigate(paths.checkout.href(locale, 'confirm'));
      } catch (error) {
        setFailure({ text: failureText(error, t('order.check.confirmLost')), retry: !(error instanceof ApiError) });
      }
    });
  };

  return (
    <section className="checkout-page" data-testid="checkout-check">
      <h1>{t('checkout.check.title')}</h1>
      <PriceChangeNotice />
      <CheckSummary view={view} />
      <section className="check-block" aria-labelledby="check-vouchers">
        <h2 id="check-vouchers" className="checkout-subtitle">
          {t('order.vouchers.title')}
        </h2>
        <VoucherList vouchers={view.vouchers} removable />
        <VoucherForm />
      </section>
      <TermsAndComment comment={comment} onComment={setCommentText} termsError={termsError} disabled={busy} onSaving={setTermsSaving} />
      {failure && (
        <Notice kind="error" testId="confirm-error">
          <p>{failure.text}</p>
        </Notice>
      )}
      {online && (
        <p className="account-note check-online-note" role="status" data-testid="check-online-note">
          {t(redirecting ? 'payment.online.redirecting' : 'payment.online.checkNote')}
        </p>
      )}
      <div className="checkout-actions">
        <button
          type="button"
          className="account-submit checkout-order-now"
          disabled={busy || termsSaving || redirecting}
          aria-busy={busy || redirecting}
          onClick={() => void orderNow()}
          data-testid="order-now"
        >
          {t(busy || redirecting ? 'order.check.ordering' : failure?.retry ? 'order.check.retry' : 'order.check.orderNow')}
        </button>
      </div>
    </section>
  );
}
