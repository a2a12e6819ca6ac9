import { useState } from 'react';
import { getNotes, type InternalNote, NoteForm, type NotesQuery, postNote, putNote } from '../../../../shared/api/admin-notes';
import { CheckboxField, FormActions, Notice, TextField, useSubmitGuard } from '../../../components/form';
import { adminApi } from '../admin-api';
import { LoadState } from '../../../components/load-state';
import { AdminCard } from '../kit/admin-card';
import { useAdminForm } from '../kit/use-admin-form';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';
import './notes-panel.css';

/**
 * Staff's internal notes on an order or a customer (`subject`): who wrote each and when, a new note, a
 * flag that lists the order in the cockpit as waiting for a person. Customers never see these.
 */
export function NotesPanel({ subject }: { subject: NotesQuery }) {
  const { t } = useAdminFormat();
  const key = subject.orderId === undefined ? `customer-${subject.customerId}` : `order-${subject.orderId}`;
  const loaded = useAdminResource(() => adminApi(getNotes, { query: subject }), [key]);
  // Notes added or flagged here, over the list as loaded.
  const [notes, setNotes] = useState<InternalNote[] | null>(null);
  const shown = notes ?? (loaded.status === 'ready' ? loaded.data.notes : null);
  const replace = (note: InternalNote) => setNotes((shown ?? []).map((n) => (n.id === note.id ? note : n)));
  return (
    <AdminCard labelId={`notes-${key}`} title={t('admin.notes.title')} wide testId="admin-notes">
      <p className="admin-muted">{t('admin.notes.internal')}</p>
      {shown === null ? (
        loaded.status !== 'ready' && <LoadState resource={loaded} />
      ) : shown.length === 0 ? (
        <p>{t('admin.notes.none')}</p>
      ) : (
        <ul className="admin-notes" data-testid="admin-notes-list">
          {shown.map((note) => (
            <NoteItem key={note.id} note={note} onChanged={replace} />
          ))}
        </ul>
      )}
      <NoteEditor subject={subject} idPrefix={`note-${key}`} onAdded={(note) => setNotes([note, ...(shown ?? [])])} />
    </AdminCard>
  );
}

function NoteItem({ note, onChanged }: { note: InternalNote; onChanged: (note: InternalNote) => void }) {
  const { t, moment } = useAdminFormat();
  const sending = useSubmitGuard();
  const [failed, setFailed] = useState(false);
  const toggle = () =>
    void sending.run(async () => {
      setFailed(false);
      try {
        onChanged(await adminApi(putNote, { params: { id: note.id }, body: { flagged: !note.flagged } }));
      } catch {
        setFailed(true);
      }
    });
  return (
    <li className={note.flagged ? 'admin-note admin-note-flagged' : 'admin-note'} data-testid="admin-note">
      <p className="admin-note-text">{note.text}</p>
      <p className="admin-muted">
        {t('admin.notes.by', { name: note.authorName ?? t('admin.notes.formerStaff'), date: moment(note.createdAt) })}
        {note.flagged && (
          <>
            {' · '}
            <strong>{t('admin.notes.flagged')}</strong>
          </>
        )}
      </p>
      <button type="button" className="button secondary" onClick={toggle} disabled={sending.busy} aria-busy={sending.busy}>
        {t(note.flagged ? 'admin.notes.unflag' : 'admin.notes.flag')}
      </button>
      {failed && <Notice kind="error">{t('admin.notes.failed')}</Notice>}
    </li>
  );
}

function NoteEditor({ subject, idPrefix, onAdded }: { subject: NotesQuery; idPrefix: string; onAdded: (note: InternalNote) => void }) {
  const { t } = useAdminFormat();
  const [text, setText] = useState('');
  const [flagged, setFlagged] = useState(false);
  const form = useAdminForm({ idPrefix, order: ['text'], schema: NoteForm });
  const onSubmit = form.onSubmit({ text, flagged }, async (values) => {
    onAdded(await adminApi(postNote, { body: { ...subject, ...values } }));
    setText('');
    setFlagged(false);
  });
  return (
    <form className="admin-note-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="admin-note-form">
      {form.failure && <Notice kind="error">{form.failure}</Notice>}
      <TextField {...form.field('text')} label={t('admin.notes.text')} multiline required value={text} onChange={setText} />
      <CheckboxField idPrefix={idPrefix} name="flagged" label={t('admin.notes.flagNew')} checked={flagged} onChange={setFlagged} disabled={form.busy} />
      <FormActions busy={form.busy} submit={t('admin.notes.add')} testId="admin-note-submit" />
    </form>
  );
}
