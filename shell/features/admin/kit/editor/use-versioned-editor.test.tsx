import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent, ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../shared/api/client';
import { compileCatalogue } from '../../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../../ui/intl/intl-provider';
import { EditorNotices } from './editor-notices';
import type { PathErrors } from './field-path';
import { SaveBar } from './save-bar';
import { useVersionedEditor, type VersionedEditorOptions } from './use-versioned-editor';

afterEach(cleanup);

interface Note {
  id: number;
  version: number;
  note: { title: string };
}
type Document = Note['note'];
type Options = VersionedEditorOptions<Note, Document>;

const first: Note = { id: 7, version: 3, note: { title: 'Spring' } };
const noteOf = (saved: Note) => saved.note;
const issues = (document: Document): PathErrors => (document.title ? {} : { title: ['A title, please.'] });

/** A one-field editor on the kit: what every editor of the back office is, with its texts in plain words. */
function NoteEditor(props: Pick<Options, 'put' | 'get'>) {
  const editor = useVersionedEditor({
    loaded: first,
    documentOf: noteOf,
    issues,
    fieldIdOf: (key) => `note-${key}`,
    ...props,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save((saved) => `Saved as version ${saved.version}.`);
  };
  return (
    <form aria-label="Note" onSubmit={submit} aria-busy={editor.busy}>
      <EditorNotices name="note" editor={editor} checkInput={{ label: 'Check', labelOf: (key) => key }} />
      <label htmlFor="note-title">Title</label>
      <input id="note-title" value={editor.document.title} onChange={(event) => editor.set(['title'], event.target.value)} />
      <output data-testid="title-errors">{editor.errors.title?.join(' ')}</output>
      <SaveBar name="note" editor={editor} pendingText={editor.pending ? 'Unsaved' : 'No changes'} saveLabel="Save" />
    </form>
  );
}

/** A promise the test settles when it wants: what a slow server answers. */
function later<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const renderEditor = (editor: ReactElement) =>
  render(
    <IntlProvider locale="en" messages={compileCatalogue(catalogues.en)}>
      {editor}
    </IntlProvider>,
  );
const type = (text: string) => fireEvent.change(screen.getByLabelText('Title'), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /Sav/ }));
const noGet = () => Promise.reject(new Error('not asked for'));
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

describe('useVersionedEditor with its save bar', () => {
  it('is busy while the save is on its way: the buttons wait, a second save sends nothing', async () => {
    const answer = later<Note>();
    const put = vi.fn<Options['put']>(() => answer.promise);
    renderEditor(<NoteEditor put={put} get={noGet} />);
    type('Summer');
    expect(screen.getByTestId('note-pending').textContent).toBe('Unsaved');
    save();
    expect(screen.getByRole('form', { name: 'Note' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Saving …' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', true);
    save();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(first, { title: 'Summer' });

    await act(async () => answer.resolve({ ...first, version: 4, note: { title: 'Summer' } }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('note-status').textContent).toBe('Saved as version 4.');
    expect(screen.getByTestId('note-pending').textContent).toBe('No changes');
  });

  it('on a 409 offers the newest version, which replaces the edits', async () => {
    const put = vi.fn<Options['put']>(() => Promise.reject(new ApiError(409, 'conflict', 'Someone saved a newer version.')));
    const get = vi.fn<Options['get']>(async () => ({ ...first, version: 5, note: { title: 'Autumn' } }));
    renderEditor(<NoteEditor put={put} get={get} />);
    type('Summer');
    await act(async () => save());
    expect(screen.getByTestId('note-status').textContent).toBe('Someone saved a newer version.Load the newest version');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load the newest version' })));
    expect(get).toHaveBeenCalledWith(first);
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Autumn');
    expect(screen.queryByTestId('note-status')).toBeNull();
    expect(screen.getByTestId('note-pending').textContent).toBe('No changes');

    await act(async () => save());
    expect(put).toHaveBeenLastCalledWith({ ...first, version: 5, note: { title: 'Autumn' } }, { title: 'Autumn' });
  });

  it('on a 422 shows the messages at their fields, lists them and moves to the first; a change there clears it', async () => {
    const put = vi.fn<Options['put']>(() => Promise.reject(new ApiError(422, 'validation_failed', 'Check your input.', { title: ['Already taken.'] })));
    renderEditor(<NoteEditor put={put} get={noGet} />);
    type('Summer');
    await act(async () => save());
    await nextFrame();
    expect(screen.getByTestId('title-errors').textContent).toBe('Already taken.');
    expect(screen.getByTestId('note-check-input').textContent).toContain('title: Already taken.');
    expect(document.activeElement?.id).toBe('note-title');
    expect(screen.queryByTestId('note-status')).toBeNull();

    type('Summer 2');
    expect(screen.getByTestId('title-errors').textContent).toBe('');
  });

  it('sends nothing the shared checks refuse, and moves to the field at fault', async () => {
    const put = vi.fn<Options['put']>();
    renderEditor(<NoteEditor put={put} get={noGet} />);
    type('');
    await act(async () => save());
    await nextFrame();
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByTestId('note-check-input').textContent).toContain('title: A title, please.');
    expect(document.activeElement?.id).toBe('note-title');
  });

  it('words a failure the server did not explain as the back office does', async () => {
    renderEditor(<NoteEditor put={() => Promise.reject(new TypeError('network'))} get={noGet} />);
    type('Summer');
    await act(async () => save());
    expect(screen.getByTestId('note-status').textContent).toBe('The data could not be loaded.');
  });
});
