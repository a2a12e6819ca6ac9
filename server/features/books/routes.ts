import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAdminOrderInvoice, getBooksExport, getVatReturn } from '../../../shared/api/books';
import type { Config } from '../../config/config';
import { fileRoute } from '../../http/file-route';
import { staffOf } from '../../http/require-staff';
import { route } from '../../http/route';
import { createPaymentProviders } from '../payment/payment-providers';
import { downloadBookFile, downloadInvoice } from './book-downloads';
import { vatReturn } from './vat-return';

/** The books: the VAT return's figures, the accountant's files and an order's invoice again (the roles are the endpoints' own, checked by route()). */
export default async function bookRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const contextOf = (request: FastifyRequest) => ({ db: app.db, now: app.now(), locale: request.locale, staff: staffOf(request) });

  route(app, getVatReturn, ({ query }) => vatReturn(app.db, query));

  fileRoute(app, getBooksExport, 'text/csv; charset=utf-8', async ({ query, request }) => {
    const file = await downloadBookFile(contextOf(request), query);
    return { body: Buffer.from(file.csv, 'utf8'), filename: file.filename };
  });

  const providers = createPaymentProviders(config);
  const hasInvoice = (method: string) => providers.get(method)?.attachesQrBill ?? false;
  fileRoute(app, getAdminOrderInvoice, 'application/pdf', async ({ params, request }) => {
    const { pdf, filename } = await downloadInvoice({ ...contextOf(request), config, hasInvoice }, params.id);
    return { body: pdf, filename };
  });
}
