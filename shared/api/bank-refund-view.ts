import { z } from 'zod/mini';
import { BANK_REFUND_STATUSES } from '../domain/payments/bank-refund';
import { rappen } from './basket-view';

/** Bank-transfer money owed back to a payer, as staff see it (the refund list, an order's payment). */
export const BankRefundView = z.object({
  id: z.number().check(z.int()),
  orderId: z.number().check(z.int()),
  orderNumber: z.string(),
  amountRappen: rappen,
  status: z.enum(BANK_REFUND_STATUSES),
  payerName: z.nullable(z.string()),
  /** Electronic form (CH9300762011623852957). */
  iban: z.nullable(z.string()),
  /** bankFile: as the bank file named the payer; staff: entered by a person; null: not known yet. */
  payerSource: z.nullable(z.enum(['bankFile', 'staff'])),
  /** Whether the payment file can carry it (open, with payer name and IBAN). */
  payable: z.boolean(),
  reason: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  paidBackAt: z.nullable(z.string()),
});
export type BankRefundView = z.infer<typeof BankRefundView>;
