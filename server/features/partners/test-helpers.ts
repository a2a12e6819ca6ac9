import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AdminPartner } from '../../../shared/api/admin-partners';

/** A new partner added by staff over the API (POST /api/admin/partners). */
export async function addPartner(app: FastifyInstance, headers: { cookie: string }, name: string): Promise<AdminPartner> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/partners', headers, payload: { name, contactEmail: 'it@partner.example', language: 'fr' } });
  expect(res.statusCode, res.body).toBe(200);
  return AdminPartner.parse(res.json());
}

/** Staff's save of `partner` as loaded, with `change` (PUT /api/admin/partners/:id): the answer, to check. */
export function putPartner(app: FastifyInstance, headers: { cookie: string }, partner: AdminPartner, change: Partial<AdminPartner>) {
  const { id, publicKey: _key, createdAt: _created, updatedBy: _by, ...fields } = partner;
  return app.inject({ method: 'PUT', url: `/api/admin/partners/${id}`, headers, payload: { ...fields, ...change } });
}

/** The same save, expected to succeed: the partner as saved. */
export async function savePartnerOver(app: FastifyInstance, headers: { cookie: string }, partner: AdminPartner, change: Partial<AdminPartner>) {
  const res = await putPartner(app, headers, partner, change);
  expect(res.statusCode, res.body).toBe(200);
  return AdminPartner.parse(res.json());
}

/** A partner as staff load it (GET /api/admin/partners/:id). */
export async function loadPartner(app: FastifyInstance, headers: { cookie: string }, id: number): Promise<AdminPartner> {
  return AdminPartner.parse((await app.inject({ url: `/api/admin/partners/${id}`, headers })).json());
}
