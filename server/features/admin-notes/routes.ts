import type { FastifyInstance } from 'fastify';
import { getNotes, postNote, putNote } from '../../../shared/api/admin-notes';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { addNote, changeNote, listNotes } from './notes';

/** Staff's internal notes on orders and customers (the roles are the endpoints' own, checked by route()). */
export default async function adminNoteRoutes(app: FastifyInstance) {
  route(app, getNotes, async ({ query }) => ({ notes: await listNotes(app.db, query) }));
  route(app, postNote, ({ body, request }) => addNote({ db: app.db, now: app.now() }, staffOf(request), body));
  route(app, putNote, ({ params, body, request }) => changeNote({ db: app.db, now: app.now() }, staffOf(request), params.id, body));
}
