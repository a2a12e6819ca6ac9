import type { BooksExportQuery } from '../../../shared/api/books';
import type { PaymentMethod } from '../../../shared/domain/payments/payment-methods';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { notFound } from '../../http/http-error';
import type { StaffActor } from '../../http/require-staff';
import { audit } from '../audit/audit';
import { type InvoiceConfig, orderInvoice } from '../invoice/order-invoice';
import { orderById } from '../orders/order-views';
import { bookFile } from './book-files';

export interface BooksContext {
  db: Db;
  now: Date;
  locale: Locale;
  staff: StaffActor;
}

/** One of the accountant's files, its download recorded: who took which figures of which period. */
export async function downloadBookFile(ctx: BooksContext, query: BooksExportQuery): Promise<{ filename: string; csv: string }> {
  const file = await bookFile(ctx.db, query, ctx.locale);
  await audit(ctx.db, {
    by: ctx.staff,
    action: 'books.export',
    subjectType: 'books',
    subjectId: `${query.from}..${query.to}`,
    after: { file: query.file, format: query.format, rows: file.rows },
    at: ctx.now,
  });
  return file;
}

interface InvoiceContext extends BooksContext {
  config: InvoiceConfig;
  /** Whether orders paid so have an invoice (the payment provider attaches a QR-bill, as the customer's invoice route asks). */
  hasInvoice: (paymentMethod: PaymentMethod) => boolean;
}

/**
 * An order's invoice again, as the customer has it (same number, QR reference and language, made
 * from what the order stored), for orders paid by invoice; the download is recorded on the order.
 */
export async function downloadInvoice(ctx: InvoiceContext, orderId: number): Promise<{ filename: string; pdf: Buffer }> {
  const order = await orderById(ctx.db, orderId);
  if (!order) throw notFound('order');
  if (!ctx.hasInvoice(order.paymentMethod)) throw notFound('invoice');
  const invoice = await orderInvoice(ctx.db, order, ctx.config);
  await audit(ctx.db, {
    by: ctx.staff,
    action: 'order.invoiceDownload',
    subjectType: 'order',
    subjectId: order.id,
    after: { filename: invoice.filename },
    at: ctx.now,
  });
  return invoice;
}
