import { desc, eq } from 'drizzle-orm';
import type { InternalNote, NewNote, NoteChange, NotesQuery } from '../../../shared/api/admin-notes';
import type { Db } from '../../db/database';
import { customers, internalNotes, orders, staffUsers } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import type { StaffPrincipal } from '../../http/require-staff';
import { audit } from '../audit/audit';

interface NoteContext {
  db: Db;
  now: Date;
}

type Author = Pick<StaffPrincipal, 'id' | 'role'>;

const columns = {
  id: internalNotes.id,
  authorId: internalNotes.authorStaffId,
  authorName: staffUsers.displayName,
  text: internalNotes.text,
  flagged: internalNotes.flagged,
  createdAt: internalNotes.createdAt,
  updatedAt: internalNotes.updatedAt,
};

type NoteRow = Omit<InternalNote, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const noteView = (row: NoteRow): InternalNote => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** The note's order, else its customer (the schemas let exactly one through). */
const subjectOf = (subject: NotesQuery) => ({
  orderId: subject.orderId ?? null,
  customerId: subject.orderId === undefined ? (subject.customerId ?? null) : null,
});

const subjectCondition = (subject: NotesQuery) =>
  subject.orderId === undefined ? eq(internalNotes.customerId, subject.customerId ?? 0) : eq(internalNotes.orderId, subject.orderId);

async function oneNote(db: Db, id: number): Promise<InternalNote> {
  const [row] = await db
    .select(columns)
    .from(internalNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, internalNotes.authorStaffId))
    .where(eq(internalNotes.id, id));
  if (!row) throw notFound('note');
  return noteView(row);
}

/** The notes on one order or customer, newest first. */
export async function listNotes(db: Db, subject: NotesQuery): Promise<InternalNote[]> {
  const rows = await db
    .select(columns)
    .from(internalNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, internalNotes.authorStaffId))
    .where(subjectCondition(subject))
    .orderBy(desc(internalNotes.id));
  return rows.map(noteView);
}

/** The audit entry's subject: the order or customer the note is on, so its history shows the note. */
const auditSubject = (note: { orderId: number | null; customerId: number | null }) =>
  note.orderId === null
    ? ({ subjectType: 'customer', subjectId: note.customerId ?? 0 } as const)
    : ({ subjectType: 'order', subjectId: note.orderId } as const);

export async function addNote(ctx: NoteContext, by: Author, input: NewNote): Promise<InternalNote> {
  const { orderId, customerId } = subjectOf(input);
  return ctx.db.transaction(async (tx) => {
    const exists =
      orderId === null
        ? await tx
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.id, customerId ?? 0))
        : await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (exists.length === 0) throw notFound(orderId === null ? 'customer' : 'order');
    const [row] = await tx
      .insert(internalNotes)
      .values({ orderId, customerId, authorStaffId: by.id, text: input.text, flagged: input.flagged ?? false, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: internalNotes.id });
    const note = await oneNote(tx, row!.id);
    await audit(tx, {
      by,
      action: 'note.add',
      ...auditSubject({ orderId, customerId }),
      after: { noteId: note.id, text: note.text, flagged: note.flagged },
      at: ctx.now,
    });
    return note;
  });
}

/** Flagging is anyone's; the text stays the author's, or an owner's to correct. */
export async function changeNote(ctx: NoteContext, by: Author, id: number, change: NoteChange): Promise<InternalNote> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(internalNotes).where(eq(internalNotes.id, id)).for('update');
    if (!before) throw notFound('note');
    if (change.text !== undefined && change.text !== before.text && before.authorStaffId !== by.id && by.role !== 'owner') throw new HttpError('forbidden');
    const text = change.text ?? before.text;
    const flagged = change.flagged ?? before.flagged;
    await tx.update(internalNotes).set({ text, flagged, updatedAt: ctx.now }).where(eq(internalNotes.id, id));
    const note = await oneNote(tx, id);
    await audit(tx, {
      by,
      action: text === before.text ? (flagged ? 'note.flag' : 'note.unflag') : 'note.edit',
      ...auditSubject(before),
      before: { noteId: id, text: before.text, flagged: before.flagged },
      after: { noteId: id, text, flagged },
      at: ctx.now,
    });
    return note;
  });
}
