import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../shared/domain/staff/roles';
import { HttpError } from './http-error';

/** Who a back-office request acts for: resolved once per request by the staff plugin from the session cookie. */
export interface StaffPrincipal {
  id: number;
  role: StaffRole;
  email: string;
}

/** Who acts in a service: the staff member, or null for the shop itself (a job, the bank file, a webhook). */
export type StaffActor = Pick<StaffPrincipal, 'id' | 'role'> | null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of the request's session cookie (read for /api/admin only), or null. */
    staff: StaffPrincipal | null;
  }
}

/**
 * The request's staff member when its role is one of `roles`: 401 without a valid session
 * (none, expired, ended, or its member disabled), 403 for another role. route() calls it for every
 * endpoint that declares `staff`; a handler calls it to learn who acts.
 */
export function requireStaff(request: FastifyRequest, roles: readonly StaffRole[]): StaffPrincipal {
  const staff = request.staff;
  if (staff === null) throw new HttpError('unauthorized');
  if (!roles.includes(staff.role)) throw new HttpError('forbidden');
  return staff;
}

/** The staff member of a request whose role route() already checked (the endpoint declares `staff`). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (request.staff === null) throw new HttpError('unauthorized');
  return request.staff;
}
