import { addresseeName } from '../../../shared/domain/checkout/address';
import type { Data, Language } from 'swissqrbill/types';
import { formatIBAN } from 'swissqrbill/utils';
import type { Company } from '../../../shared/api/company';
import type { AddressSnapshot } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';

/** What the payment part of a QR-bill names: who is paid, by whom, how much and with which reference. */
export interface QrBillPayment {
  readonly orderNumber: string;
  /** What is left to pay. */
  readonly amountRappen: number;
  readonly qrReference: string;
  readonly creditor: Company;
  readonly debtor: AddressSnapshot;
}

const QR_BILL_LANGUAGES: readonly Language[] = ['DE', 'FR', 'IT', 'EN', 'RM'];

/**
 * The language swissqrbill words its payment part in (its own texts, not the shop's): the
 * customer's where it has it, else English, so a new shop language needs no change here.
 */
export function qrBillLanguage(locale: Locale): Language {
  return QR_BILL_LANGUAGES.find((language) => language === locale.toUpperCase()) ?? 'EN';
}

/** The QR-bill's payment data: the shop's QR-IBAN, the amount in CHF and the order's QR reference. */
export function qrBillData(payment: QrBillPayment, qrIban: string, locale: Locale): Data {
  const { creditor, debtor } = payment;
  const name = addresseeName(debtor);
  return {
    currency: 'CHF',
    amount: payment.amountRappen / 100,
    reference: payment.qrReference,
    message: serverIntl(locale).formatMessage({ id: 'invoice.order' }, { number: payment.orderNumber }),
    creditor: {
      account: formatIBAN(qrIban),
      name: creditor.name,
      address: creditor.street,
      zip: creditor.zipcode,
      city: creditor.city,
      country: creditor.country,
    },
    debtor: { name: name.slice(0, 70), address: debtor.address1.slice(0, 70), zip: debtor.zipcode, city: debtor.city.slice(0, 35), country: debtor.country },
  };
}
