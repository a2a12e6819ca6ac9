import type * as area from '../books';
import { officeStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getVatReturn: Routes['getVatReturn'] = { method: 'GET', path: '/api/admin/books/vat-return', staff: officeStaff };

export const getBooksExport: Routes['getBooksExport'] = { method: 'GET', path: '/api/admin/books/export', staff: officeStaff };

export const getAdminOrderInvoice: Routes['getAdminOrderInvoice'] = { method: 'GET', path: '/api/admin/orders/:id/invoice', staff: officeStaff };
