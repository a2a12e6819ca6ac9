import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import { IdParams, rowId, rowIdValue } from './id-params';
import { multiLineText } from './text';
import * as routes from './routes/admin-notes';

const endpoint = endpointsTagged('admin');

/** The longest note: a few paragraphs, not a document. */
const NOTE_MAX_LENGTH = 4000;

/** A staff member's internal note on an order or a customer, as staff see it (customers never do). */
export const InternalNote = z.object({
  id: z.number().check(z.int()),
  authorId: z.number().check(z.int()),
  /** The author's display name; null once the staff account is gone. */
  authorName: z.nullable(z.string()),
  text: z.string(),
  flagged: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InternalNote = z.infer<typeof InternalNote>;

export const InternalNoteList = z.object({ notes: z.array(InternalNote) });

const noteText = () => multiLineText().check(z.trim(), z.minLength(1), z.maxLength(NOTE_MAX_LENGTH));

/** A note's own fields, as staff write them (the back office's form checks them before sending). */
export const NoteForm = z.strictObject({ text: noteText(), flagged: z.optional(z.boolean()) });

/** Names exactly one order or one customer. */
const oneSubject = z.refine<{ orderId?: number | undefined; customerId?: number | undefined }>(
  (subject) => (subject.orderId === undefined) !== (subject.customerId === undefined),
  {
    error: 'either orderId or customerId',
    path: ['orderId'],
  },
);

/** What the notes are on: one order or one customer. */
export const NotesQuery = z.strictObject({ orderId: z.optional(rowId()), customerId: z.optional(rowId()) }).check(oneSubject);
export type NotesQuery = z.output<typeof NotesQuery>;

export const NewNote = z.strictObject({ orderId: z.optional(rowIdValue()), customerId: z.optional(rowIdValue()), ...NoteForm.shape }).check(oneSubject);
export type NewNote = z.output<typeof NewNote>;

/** A change of a note: its flag (anyone), its text (the author or an owner). */
export const NoteChange = z.partial(NoteForm);
export type NoteChange = z.output<typeof NoteChange>;

export const getNotesSchemas = { query: NotesQuery, response: InternalNoteList };
export const getNotes = endpoint(routes.getNotes, getNotesSchemas, {
  summary:
    'The internal notes on one order (`orderId`) or one customer (`customerId`), newest first, with author and time. Staff only: no customer-facing call returns them.',
});

export const postNoteSchemas = { body: NewNote, response: InternalNote };
export const postNote = endpoint(routes.postNote, postNoteSchemas, {
  summary:
    'Adds an internal note to an order or a customer, flagged or not (a flagged note lists its order in the cockpit as waiting for a person). Audited. 404 for an unknown order or customer.',
  errors: [404],
});

export const putNoteSchemas = { params: IdParams, body: NoteChange, response: InternalNote };
export const putNote = endpoint(routes.putNote, putNoteSchemas, {
  summary: 'Flags or unflags a note (any staff member), or changes its text (its author or an owner, else 403). Audited.',
});
