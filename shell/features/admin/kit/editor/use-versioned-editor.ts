import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../../../shared/api/client';
import { withValueAt } from '../../../../../shared/domain/product/product-definition';
import { useT } from '../../../../../ui/intl/use-t';
import { refusalText } from '../refusal-text';
import { type FieldPath, pathKey, type PathErrors, pathOf } from './field-path';

export type EditorStatus = { kind: 'success' | 'error'; text: string; reload?: boolean };

export interface VersionedEditorOptions<R, D> {
  /** What the server sent: the saved version and what the editor needs besides the document. */
  loaded: R;
  /** The document edited in it (the working copy starts as this). A stable function, like `changes`. */
  documentOf: (saved: R) => D;
  /** The shared checks' messages per field path: what the server would refuse the save for. A stable function (it is memoised on). */
  issues: (document: D, saved: R) => PathErrors;
  /** Saves the working copy as the next version of `saved`; the server answers 409 if someone saved since, 422 with the fields at fault. */
  put: (saved: R, document: D) => Promise<R>;
  /** The newest version, loaded after a 409. */
  get: (saved: R) => Promise<R>;
  /** How many values of the working copy differ from the saved document (default: 1 if any). */
  changes?: (saved: R, document: D) => number;
  /** Told of every version the editor now shows (saved, published or reloaded). */
  onSaved?: (saved: R) => void;
  /** The id of the input a field path (as the server keys it) is edited in. */
  fieldIdOf: (key: string, document: D) => string | undefined;
  /** Before moving to a field: shows the part of the form it is in (its language tab). */
  reveal?: (path: FieldPath) => void;
}

/** What a save or another change of the version says when it succeeds: its text, from the new version and the one before. */
export type SavedText<R> = (saved: R, before: R) => string;

/**
 * The one save of the back office's editors (catalogue, content pages, navigation): the saved
 * version and its working copy, judged by the same checks the server saves with; the busy flag;
 * the server's messages per field path after a 422, moving to the first of those fields; after a
 * 409, a status line offering to reload the newest; and the browser's question before unsaved
 * changes are lost. Every change makes a new document; nothing loaded is changed.
 */
export function useVersionedEditor<R, D>(options: VersionedEditorOptions<R, D>) {
  const { loaded, documentOf, issues, put, get, changes, onSaved, reveal } = options;
  const t = useT();
  const [saved, setSaved] = useState(loaded);
  const [document, setDocument] = useState(() => documentOf(loaded));
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [checking, setChecking] = useState(false);
  /** The working copy a render behind while typing goes on: what the checks and previews read. */
  const settled = useDeferredValue(document);

  const errors = useMemo(() => {
    const found = { ...issues(settled, saved) };
    for (const [key, messages] of Object.entries(serverErrors)) found[key] ??= messages;
    return found;
  }, [issues, settled, saved, serverErrors]);
  const changed = useMemo(
    () => (changes ? changes(saved, settled) : Number(JSON.stringify(documentOf(saved)) !== JSON.stringify(settled))),
    [changes, documentOf, saved, settled],
  );
  const pending = changed > 0;

  const fieldIdOf = (key: string) => options.fieldIdOf(key, document);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) window.document.getElementById(focus)?.focus();
  }, [focus]);
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  /** Moves to the field a key names (its part of the form first). */
  const goTo = (key: string) => {
    reveal?.(pathOf(key));
    // A new request each time, so the same field can be reached twice.
    setFocus(null);
    requestAnimationFrame(() => setFocus(fieldIdOf(key) ?? null));
  };

  /** A value of the working copy changes: the server's messages about it and below it are done with. */
  const set = useCallback((path: FieldPath, value: unknown) => {
    setDocument((current) => withValueAt(current, path, value));
    const key = pathKey(path);
    setServerErrors((current) =>
      Object.keys(current).some((k) => k === key || k.startsWith(`${key}.`))
        ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key && !k.startsWith(`${key}.`)))
        : current,
    );
  }, []);

  /** The whole working copy changes (a list reordered): the server's messages are done with. */
  const change = useCallback((next: (current: D) => D) => {
    setDocument(next);
    setServerErrors({});
  }, []);

  const replace = (next: R) => {
    setSaved(next);
    setDocument(documentOf(next));
    setServerErrors({});
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422 && error.fields) {
      setServerErrors(error.fields);
      setChecking(true);
      const [first] = Object.keys(error.fields);
      if (first) goTo(first);
    } else if (error instanceof ApiError && error.status === 409) setStatus({ kind: 'error', text: error.message, reload: true });
    else setStatus({ kind: 'error', text: refusalText(error, t) });
  };

  /** Sends a change of the saved version (a save, publishing); shows what came of it. */
  const commit = async (send: (saved: R) => Promise<R>, text: SavedText<R>) => {
    if (busy) return;
    setStatus(null);
    setChecking(false);
    setBusy(true);
    try {
      const next = await send(saved);
      replace(next);
      onSaved?.(next);
      setStatus({ kind: 'success', text: text(next, saved) });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** Saves the working copy; one the checks refuse is not sent, the first field at fault is focused. */
  const save = async (text: SavedText<R>) => {
    if (busy) return;
    const [first] = Object.keys(issues(document, saved));
    if (first) {
      setStatus(null);
      setChecking(true);
      goTo(first);
      return;
    }
    await commit((current) => put(current, document), text);
  };

  /** After a 409: the newest version from the server, edits dropped. */
  const reload = async () => {
    setBusy(true);
    try {
      const newest = await get(saved);
      replace(newest);
      onSaved?.(newest);
      setStatus(null);
    } catch (error) {
      setStatus({ kind: 'error', text: refusalText(error, t), reload: true });
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The version last saved (or loaded). */
    saved,
    /** The working copy as edited now. */
    document,
    settled,
    /** The checks' messages and the server's from the last save, per field path. */
    errors,
    /** How many values differ from the saved version, and whether any does. */
    changed,
    pending,
    busy,
    /** After a refused save: the list of fields to check is shown. */
    checking,
    status,
    setStatus,
    set,
    change,
    discard: () => replace(saved),
    save,
    commit,
    reload,
    goTo,
    fieldIdOf,
  };
}

export type VersionedEditor<R, D> = ReturnType<typeof useVersionedEditor<R, D>>;
