import type { Locale } from '../../../shared/i18n/locales';

/** An order as a payment provider sees it. */
export interface PayableOrder {
  readonly id: number;
  readonly number: string;
  /** What is left to pay: the order's total less what redeemed gift vouchers paid. */
  readonly amountDueRappen: number;
  readonly qrReference: string;
  readonly email: string;
}

/** What the customer is told (and, for online providers, where to go) after confirm. */
export interface PaymentStart {
  readonly method: string;
  readonly text: string;
  readonly iban: string | null;
  readonly creditor: string | null;
  readonly qrReference: string | null;
  readonly amountRappen: number;
  readonly dueDays: number | null;
  /** Online providers (card, TWINT): the provider's payment page; null for bank transfers. */
  readonly redirectUrl: string | null;
}

/**
 * A way to pay. Bank transfers (invoice, prepayment) only give instructions; an online provider
 * (card, TWINT) would create its payment in `start` and answer its redirect URL, then mark the
 * order paid from its own webhook route. Providers are registered in payment-providers.ts.
 */
export interface PaymentProvider {
  readonly id: string;
  name(locale: Locale): string;
  description(locale: Locale): string;
  /** Called after the order is committed; must not throw for bank transfers. */
  start(order: PayableOrder, locale: Locale): Promise<PaymentStart>;
  /** Whether the confirmation e-mail carries a QR-bill PDF. */
  readonly attachesQrBill: boolean;
}
