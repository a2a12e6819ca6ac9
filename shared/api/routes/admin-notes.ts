import type * as area from '../admin-notes';
import { anyStaff } from '../../domain/staff/roles';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getNotes: Routes['getNotes'] = { method: 'GET', path: '/api/admin/notes', staff: anyStaff };

export const postNote: Routes['postNote'] = { method: 'POST', path: '/api/admin/notes', staff: anyStaff };

export const putNote: Routes['putNote'] = { method: 'PUT', path: '/api/admin/notes/:id', staff: anyStaff };
