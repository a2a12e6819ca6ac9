import type { PaymentMethod } from '../../../shared/domain/payments/payment-methods';
import type { PaymentStatus } from '../../../shared/domain/payments/payment-status';
import type { Locale } from '../../../shared/i18n/locales';

/** An order as a payment provider sees it. */
export interface PayableOrder {
  readonly id: number;
  readonly number: string;
  /** What is left to pay: the order's total less what redeemed gift vouchers paid. */
  readonly amountDueRappen: number;
  readonly qrReference: string;
  readonly email: string;
  /** Where the order's money stands (shared/domain/payments/payment-status.ts). */
  readonly status: PaymentStatus;
  /** Online providers: the payment page still open for the order, null when none is. */
  readonly checkoutUrl: string | null;
}

/** What the customer is told (and, for online providers, where to go) after confirm. */
interface PaymentStart {
  readonly method: string;
  readonly text: string;
  readonly iban: string | null;
  readonly creditor: string | null;
  readonly qrReference: string | null;
  readonly amountRappen: number;
  readonly dueDays: number | null;
  /** Online providers (card, TWINT): the provider's payment page while it is open and unpaid; null for bank transfers. */
  readonly redirectUrl: string | null;
  /** Paid on the provider's page (card, TWINT), not by bank transfer. */
  readonly online: boolean;
}

/**
 * A way to pay. Bank transfers (invoice, prepayment) only give instructions; an online provider
 * (card, TWINT) names the payment page the shop opened for the order (features/online-payment),
 * which marks the order paid from the provider's webhook. Providers are registered in payment-providers.ts.
 */
export interface PaymentProvider {
  readonly id: PaymentMethod;
  readonly online: boolean;
  /**
   * Offered at checkout and named in the footer: the online methods only with a Stripe contract.
   * Every method stays registered, so orders placed with one read the same after the keys are gone.
   */
  readonly offered: boolean;
  name(locale: Locale): string;
  description(locale: Locale): string;
  /** Whether the shop offers the method for this amount due (TWINT takes at most CHF 5,000 a payment). */
  carries(amountDueRappen: number): boolean;
  /** The instructions of an order; the same every time they are asked for. */
  start(order: PayableOrder, locale: Locale): Promise<PaymentStart>;
  /** Whether the confirmation e-mail carries a QR-bill PDF. */
  readonly attachesQrBill: boolean;
}
