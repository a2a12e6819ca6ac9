import type { BooksPeriod, VatReturn } from '../../../shared/api/books';
import { vatReturnFigures } from '../../../shared/domain/books/vat-return';
import type { Db } from '../../db/database';
import { taxedOrdersOf, taxedRefundsOf } from './book-records';

/** The VAT return's figures of a period, from the orders placed in it and the refunds given in it. */
export async function vatReturn(db: Db, period: BooksPeriod): Promise<VatReturn> {
  const orders = await taxedOrdersOf(db, period);
  const figures = vatReturnFigures(orders, await taxedRefundsOf(db, period));
  return { ...period, ...figures, rates: [...figures.rates], orderCount: orders.length };
}
