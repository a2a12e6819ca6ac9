import { createHash } from 'node:crypto';
import type { StaffActor } from '../../http/require-staff';
import { eq, sql } from 'drizzle-orm';
import type { BankFileUpload, BankImportResult } from '../../../shared/api/bank-payments';
import { MAX_CREDIT_RAPPEN, matchCredit } from '../../../shared/domain/payments/bank-credit';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { bankCredits, bankFiles, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';
import { applyStatusChange, type StatusContext } from '../order-status/change-status';
import { creditViews, ofFile } from './credit-views';
import { orderReminderFees } from '../payment-reminders/reminder-fees';
import { CamtError, type CamtCredit, type CamtFile, readCamt054 } from './read-camt054';

/**
 * Books a bank file all or nothing: the whole file is read and checked first (a refusal names the
 * payment and why), then its record and every credit go in one transaction, so a failure anywhere
 * books none of it and leaves the file unmarked: uploading it again books it whole. A credit locks
 * the order it names, so a person marking the same order paid at that moment and the file never both
 * pay it. A payment the bank reported before (same bank reference, e.g. overlapping files) is skipped
 * by the unique index.
 */
export async function importBankFile(ctx: StatusContext, by: StaffActor, upload: BankFileUpload): Promise<BankImportResult> {
  const file = readOrRefuse(ctx.locale, upload.content);
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  return ctx.db.transaction(async (tx) => {
    // One import at a time: two overlapping files would otherwise wait on each other's orders and payments in opposite orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_file_import'))`);
    const [inserted] = await tx
      .insert(bankFiles)
      .values({ filename: upload.filename, sha256, messageId: file.messageId, uploadedByStaffId: by?.id ?? null, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: bankFiles.id });
    if (!inserted) {
      const [earlier] = await tx.select({ id: bankFiles.id }).from(bankFiles).where(eq(bankFiles.sha256, sha256));
      const fileId = (earlier as { id: number }).id;
      return { fileId, alreadyImported: true, credits: await creditViews(tx, ofFile(fileId)) };
    }
    for (const credit of file.credits) await bookCredit({ ...ctx, db: tx }, inserted.id, credit);
    await audit(tx, {
      by,
      action: 'bankFile.import',
      subjectType: 'bankFile',
      subjectId: inserted.id,
      after: { filename: upload.filename, messageId: file.messageId, credits: file.credits.length },
      at: ctx.now,
    });
    return { fileId: inserted.id, alreadyImported: false, credits: await creditViews(tx, ofFile(inserted.id)) };
  });
}

/** The file read, or 422 saying in the clerk's language why it is refused and, for a payment's fault, which entry. */
function readOrRefuse(locale: Locale, content: string): CamtFile {
  try {
    return readCamt054(content);
  } catch (error) {
    if (!(error instanceof CamtError)) throw error;
    const intl = serverIntl(locale);
    const reason = intl.formatMessage({ id: `admin.bank.refusal.${error.reason}` }, { ...error.values, limit: formatRappen(MAX_CREDIT_RAPPEN, locale) });
    const place = error.place;
    if (place === null) throw new HttpError('unprocessable', intl.formatMessage({ id: 'admin.bank.notCamt' }, { reason }));
    const values = { entry: place.entry, payment: place.payment ?? 0, reference: place.bankReference };
    const named = intl.formatMessage({ id: place.payment === null ? 'admin.bank.place.entry' : 'admin.bank.place.payment' }, values);
    throw new HttpError('unprocessable', intl.formatMessage({ id: 'admin.bank.paymentRefused' }, { place: named, reason }));
  }
}

async function bookCredit(ctx: StatusContext, fileId: number, credit: CamtCredit): Promise<void> {
  const tx = ctx.db;
  const [order] = credit.reference === null ? [] : await tx.select().from(orders).where(eq(orders.qrReference, credit.reference)).for('update');
  // The amount due is the one of the last QR-bill the customer got: a second reminder's includes its fee.
  const amountDueRappen = order ? order.totalRappen - order.paidByVouchersRappen + (await orderReminderFees(tx, order.id)) : 0;
  const match = matchCredit(credit, order ? { id: order.id, status: order.status, paid: order.paidAt !== null, amountDueRappen } : null);
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
    await applyStatusChange(ctx, { orderId: match.orderId, event: 'markPaid', actor: 'bank', staff: null });
  }
}
