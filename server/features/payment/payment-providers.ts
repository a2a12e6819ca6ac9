import { formatIBAN } from 'swissqrbill/utils';
import { methodCarries, ONLINE_LIMITS, type OnlinePaymentMethod } from '../../../shared/domain/payments/payment-methods';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { Config } from '../../config/config';
import { serverIntl } from '../../i18n/server-intl';
import type { PayableOrder, PaymentProvider } from './payment-provider';

export type CreditorConfig = Pick<Config, 'QR_IBAN' | 'company' | 'PAYMENT_DUE_DAYS'> & Partial<Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>>;

/** A bank transfer to the shop's QR-IBAN with the order's QR reference. */
function bankTransfer(id: 'invoice' | 'prepayment', config: CreditorConfig): PaymentProvider {
  const t = (locale: Locale, key: 'name' | 'description' | 'instructions', values?: Record<string, string | number>) =>
    serverIntl(locale).formatMessage({ id: `checkout.payment.${id}.${key}` }, values);
  return {
    id,
    online: false,
    offered: true,
    attachesQrBill: id === 'invoice',
    name: (locale) => t(locale, 'name'),
    description: (locale) => t(locale, 'description'),
    carries: () => true,
    async start(order: PayableOrder, locale: Locale) {
      // In groups of four, as the QR-bill prints it (qr-bill.ts).
      const iban = formatIBAN(config.QR_IBAN);
      const dueDays = id === 'invoice' ? config.PAYMENT_DUE_DAYS : null;
      return {
        method: id,
        text: t(locale, 'instructions', {
          amount: formatRappen(order.amountDueRappen, locale),
          days: config.PAYMENT_DUE_DAYS,
          reference: order.qrReference,
          iban,
          creditor: config.company.name,
        }),
        iban,
        creditor: config.company.name,
        qrReference: order.qrReference,
        amountRappen: order.amountDueRappen,
        dueDays,
        redirectUrl: null,
        online: false,
      };
    },
  };
}

/** Paid on Stripe's hosted page (features/online-payment opens it and hears of the payment). */
function online(id: OnlinePaymentMethod, offered: boolean): PaymentProvider {
  const name = (locale: Locale) => serverIntl(locale).formatMessage({ id: `checkout.payment.${id}.name` });
  const max = ONLINE_LIMITS.twint.maxRappen ?? 0;
  return {
    id,
    online: true,
    offered,
    attachesQrBill: false,
    name,
    description: (locale) => serverIntl(locale).formatMessage({ id: `checkout.payment.${id}.description` }, { max: formatRappen(max, locale) }),
    carries: (amountDueRappen) => offered && methodCarries(id, amountDueRappen),
    async start(order: PayableOrder, locale: Locale) {
      const done = order.status !== 'pending' && order.status !== 'failed';
      return {
        method: id,
        text: serverIntl(locale).formatMessage(
          { id: done ? 'payment.online.instructions.done' : 'payment.online.instructions.pending' },
          { amount: formatRappen(order.amountDueRappen, locale), method: name(locale) },
        ),
        iban: null,
        creditor: null,
        qrReference: null,
        amountRappen: order.amountDueRappen,
        dueDays: null,
        redirectUrl: order.status === 'pending' ? order.checkoutUrl : null,
        online: true,
      };
    },
  };
}

/**
 * The payment methods, in the order shown (the first is chosen until the customer picks another):
 * the online ones offered only with a Stripe contract (both keys configured).
 */
export function createPaymentProviders(config: CreditorConfig): ReadonlyMap<string, PaymentProvider> {
  const stripe = config.STRIPE_SECRET_KEY !== undefined && config.STRIPE_WEBHOOK_SECRET !== undefined;
  const providers = [bankTransfer('invoice', config), bankTransfer('prepayment', config), online('twint', stripe), online('card', stripe)];
  return new Map(providers.map((p) => [p.id, p]));
}
