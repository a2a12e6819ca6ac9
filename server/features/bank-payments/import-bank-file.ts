import { createHash } from 'node:crypto';
import type { StaffActor } from '../staff/require-staff';
import { eq } from 'drizzle-orm';
import type { BankFileUpload, BankImportResult } from '../../../shared/api/bank-payments';
import { matchCredit } from '../../../shared/domain/payments/bank-credit';
import { bankCredits, bankFiles, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import { applyStatusChange, type StatusContext } from '../order-status/change-status';
import { creditViews, ofFile } from './credit-views';
import { CamtError, type CamtCredit, readCamt054 } from './read-camt054';

/**
 * Books a bank file: each credit in its own transaction with the order it names locked, so a
 * person marking the same order paid at that moment and the file never both pay it. A payment the
 * bank reported before (same bank reference, e.g. overlapping files) is skipped by the unique index.
 */
export async function importBankFile(ctx: StatusContext, by: StaffActor, upload: BankFileUpload): Promise<BankImportResult> {
  let file;
  try {
    file = readCamt054(upload.content);
  } catch (error) {
    if (!(error instanceof CamtError)) throw error;
    throw new HttpError('unprocessable', serverIntl(ctx.locale).formatMessage({ id: 'admin.bank.notCamt' }, { reason: error.message }));
  }
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  const [inserted] = await ctx.db
    .insert(bankFiles)
    .values({ filename: upload.filename, sha256, messageId: file.messageId, uploadedByStaffId: by?.id ?? null, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: bankFiles.id });
  if (!inserted) {
    const [earlier] = await ctx.db.select({ id: bankFiles.id }).from(bankFiles).where(eq(bankFiles.sha256, sha256));
    const fileId = (earlier as { id: number }).id;
    return { fileId, alreadyImported: true, credits: await creditViews(ctx.db, ofFile(fileId)) };
  }
  for (const credit of file.credits) await bookCredit(ctx, inserted.id, credit);
  await audit(ctx.db, {
    by,
    action: 'bankFile.import',
    subjectType: 'bankFile',
    subjectId: inserted.id,
    after: { filename: upload.filename, messageId: file.messageId, credits: file.credits.length },
    at: ctx.now,
  });
  return { fileId: inserted.id, alreadyImported: false, credits: await creditViews(ctx.db, ofFile(inserted.id)) };
}

async function bookCredit(ctx: StatusContext, fileId: number, credit: CamtCredit): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = credit.reference === null ? [] : await tx.select().from(orders).where(eq(orders.qrReference, credit.reference)).for('update');
    const match = matchCredit(
      credit,
      order ? { id: order.id, status: order.status, paid: order.paidAt !== null, amountDueRappen: order.totalRappen - order.paidByVouchersRappen } : null,
    );
    const [row] = await tx
      .insert(bankCredits)
      .values({
        fileId,
        bankReference: credit.bankReference,
        reference: credit.reference,
        amountRappen: credit.amountRappen,
        currency: credit.currency,
        reversal: credit.reversal,
        bookedOn: credit.bookedOn,
        debtorName: credit.debtorName,
        debtorIban: credit.debtorIban,
        outcome: match.outcome,
        orderId: match.orderId,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: bankCredits.id });
    if (row && match.outcome === 'paid' && match.orderId !== null) {
      await applyStatusChange({ ...ctx, db: tx }, { orderId: match.orderId, event: 'markPaid', actor: 'bank', staff: null });
    }
  });
}
