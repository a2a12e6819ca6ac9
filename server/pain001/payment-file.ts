import type { Company } from '../../shared/api/company';
import { zurichDate } from '../../shared/domain/calendar/zurich-date';
import { type Pain001Transfer, writePain001 } from './write-pain001';

/** Who pays: the shop, from its ordinary account (BANK_IBAN). */
export interface PaymentFileContext {
  now: Date;
  company: Company;
  bankIban: string;
}

/**
 * A payment file of the shop's (bank refunds, partners' payouts) to upload to its e-banking: to be
 * paid today (the bank takes the next banking day), its message named `<name>-<UTC stamp>`, and
 * the file after it in lower case.
 */
export function paymentFile(ctx: PaymentFileContext, name: string, transfers: readonly Pain001Transfer[]): { filename: string; xml: string } {
  const stamp = ctx.now.toISOString().replace(/\D/g, '').slice(0, 14);
  const messageId = `${name}-${stamp}`;
  const xml = writePain001({
    messageId,
    createdAt: ctx.now,
    executionDate: zurichDate(ctx.now) ?? ctx.now.toISOString().slice(0, 10),
    debtor: { ...ctx.company, iban: ctx.bankIban },
    transfers,
  });
  return { filename: `${messageId.toLowerCase()}.xml`, xml };
}
