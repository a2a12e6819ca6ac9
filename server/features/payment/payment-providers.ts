import { formatIBAN } from 'swissqrbill/utils';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import type { Config } from '../../config/config';
import { serverIntl } from '../../i18n/server-intl';
import type { PayableOrder, PaymentProvider } from './payment-provider';

export type CreditorConfig = Pick<Config, 'QR_IBAN' | 'company' | 'PAYMENT_DUE_DAYS'>;

/** A bank transfer to the shop's QR-IBAN with the order's QR reference. */
function bankTransfer(id: 'invoice' | 'prepayment', config: CreditorConfig): PaymentProvider {
  const t = (locale: Locale, key: 'name' | 'description' | 'instructions', values?: Record<string, string | number>) =>
    serverIntl(locale).formatMessage({ id: `checkout.payment.${id}.${key}` }, values);
  return {
    id,
    attachesQrBill: id === 'invoice',
    name: (locale) => t(locale, 'name'),
    description: (locale) => t(locale, 'description'),
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
      };
    },
  };
}

/** The payment methods the shop offers, in the order shown. Online providers (card, TWINT) join here when contracted. */
export function createPaymentProviders(config: CreditorConfig): ReadonlyMap<string, PaymentProvider> {
  const providers = [bankTransfer('invoice', config), bankTransfer('prepayment', config)];
  return new Map(providers.map((p) => [p.id, p]));
}
