import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { OrderRow } from '../orders/order-views';
import { invoiceFilename } from '../../../shared/domain/checkout/invoice-number';
import { serverIntl } from '../../i18n/server-intl';
import { invoiceContent } from './invoice-content';
import { invoicePdf } from './invoice-pdf';

export type InvoiceConfig = Pick<Config, 'company' | 'QR_IBAN' | 'PAYMENT_DUE_DAYS'>;

/** The invoice PDF of an order in the order's language, made anew each time from what the order stored. */
export async function orderInvoice(db: Db, order: OrderRow, config: InvoiceConfig): Promise<{ filename: string; pdf: Buffer }> {
  const content = await invoiceContent(db, order, config.company, config.PAYMENT_DUE_DAYS);
  const word = serverIntl(order.language).formatMessage({ id: 'document.invoiceFileWord' });
  return { filename: invoiceFilename(word, order.number, order.createdAt), pdf: await invoicePdf(content, config.QR_IBAN, order.language) };
}
