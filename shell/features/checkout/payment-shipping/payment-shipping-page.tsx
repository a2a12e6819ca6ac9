import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { setPaymentAndShipping } from '../../../../shared/api/checkout';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { Notice, useSubmitGuard } from '../../../components/form';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { useMoney } from '../../../components/order-totals/money';
import { PaymentMethodIcon } from './payment-method-icon';
import { useT } from '../../../../ui/intl/use-t';

/** /checkout/paymentAndShipping: shipping options priced by the server for the whole basket, and the payment method. */
export function PaymentShippingPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const money = useMoney();
  const view = useBasketView();
  const { run } = useBasket();
  const [shipping, setShipping] = useState(
    view.checkout.shippingOptionId ?? view.shipping?.shippingOption_id ?? view.shippingOptions[0]?.shippingOption_id ?? null,
  );
  const [payment, setPayment] = useState(view.checkout.paymentMethod ?? view.checkout.paymentMethods[0]?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run: submitOnce } = useSubmitGuard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (shipping === null || payment === null) return;
    void submitOnce(async () => {
      setFailure(null);
      try {
        await run(api(setPaymentAndShipping, { body: { shippingOptionId: shipping, paymentMethod: payment } }));
        void navigate(paths.checkout.href(locale, 'check'));
      } catch (error) {
        setFailure(failureText(error, t('order.networkError')));
      }
    });
  };

  return (
    <section className="checkout-page" data-testid="checkout-paymentAndShipping">
      <h1>{t('checkout.paymentAndShipping.title')}</h1>
      <form className="account-form checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {failure && <Notice kind="error">{failure}</Notice>}
        <fieldset className="checkout-fieldset" data-testid="shipping-options">
          <legend>{t('order.shipping.legend')}</legend>
          <p className="account-note">{t('order.shipping.note')}</p>
          {view.shippingOptions.map((option) => (
            <label key={option.shippingOption_id} className="account-choice checkout-option">
              <input
                type="radio"
                name="shipping"
                checked={shipping === option.shippingOption_id}
                disabled={busy}
                onChange={() => setShipping(option.shippingOption_id)}
              />
              <span className="checkout-option-name">{option.name}</span>
              <span className="checkout-option-price">{money(option.priceRappen)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="checkout-fieldset" data-testid="payment-methods">
          <legend>{t('order.payment.legend')}</legend>
          {view.checkout.paymentMethods.map((method) => (
            <label key={method.id} className="account-choice checkout-option">
              <input type="radio" name="payment" value={method.id} checked={payment === method.id} disabled={busy} onChange={() => setPayment(method.id)} />
              <PaymentMethodIcon method={method.id} />
              <span>
                <span className="checkout-option-name">{method.name}</span>
                <span className="account-note checkout-option-description">{method.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="account-actions">
          <button type="submit" className="account-submit" disabled={busy || shipping === null || payment === null} data-testid="payment-continue">
            {t(busy ? 'order.saving' : 'order.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}
