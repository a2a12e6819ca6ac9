import { useEffect, useState } from 'react';
import type { Locale } from '../../../../../shared/i18n/locales';
import { type FieldPath, pathOf } from './field-path';

export type EditorStatus = { kind: 'success' | 'error'; text: string; reload?: boolean };

/** What a save of any editor can answer besides its own success. */
export type SaveSettled =
  | { kind: 'unchanged' }
  /** The paths of the fields to check, in the order the checks found them. */
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

interface Options {
  /** Unsaved changes: the browser asks before a closed tab or a reload loses them. */
  pending: boolean;
  /** The id of the input a field path is edited in. */
  fieldIdOf: (path: FieldPath) => string;
  /** The language tab a field path lives in, if any. */
  languageOf: (path: FieldPath) => Locale | undefined;
  setLanguage: (language: Locale) => void;
  /** The status to show when a save found nothing to save. */
  unchangedText: string;
}

/**
 * What the back office's editors (catalogue, content) share around their form: the status line,
 * the list of fields to check after a refused save, moving to a field (its language tab first),
 * and the browser's question before unsaved changes are lost.
 */
export function useEditorForm({ pending, fieldIdOf, languageOf, setLanguage, unchangedText }: Options) {
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [checking, setChecking] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  const goTo = (key: string) => {
    const path = pathOf(key);
    const language = languageOf(path);
    if (language) setLanguage(language);
    // A new request each time, so the same field can be reached twice.
    setFocus(null);
    requestAnimationFrame(() => setFocus(fieldIdOf(path)));
  };

  /** Shows an outcome every editor's save may have; gives back the editor's own success, for the editor to word. */
  const settle = <O extends { kind: string }>(outcome: O | SaveSettled): O | null => {
    setChecking(outcome.kind === 'invalid');
    const settled = outcome as SaveSettled;
    switch (settled.kind) {
      case 'invalid':
        if (settled.fields[0]) goTo(settled.fields[0]);
        return null;
      case 'conflict':
        setStatus({ kind: 'error', text: settled.message, reload: true });
        return null;
      case 'failed':
        if (settled.message) setStatus({ kind: 'error', text: settled.message });
        return null;
      case 'unchanged':
        setStatus({ kind: 'success', text: unchangedText });
        return null;
      default:
        return outcome as O;
    }
  };

  return { status, setStatus, checking, goTo, settle };
}
