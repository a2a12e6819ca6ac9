import { useT } from '../../../../../ui/intl/use-t';
import type { VersionedEditor } from './use-versioned-editor';
import './editor.css';

interface Props {
  /** `catalogue`, `content` or `navigation`: the pending line's test id. */
  name: string;
  editor: Pick<VersionedEditor<unknown, unknown>, 'pending' | 'busy' | 'discard'>;
  /** What is unsaved, where the editor counts it (by default: that something is, or that all is saved). */
  pendingText?: string;
  /** The save button's text (while saving, the bar's own). */
  saveLabel: string;
}

/** The bar under an editor's form: what is unsaved, discard, save (the form's submit). */
export function SaveBar({ name, editor, pendingText, saveLabel }: Props) {
  const t = useT();
  return (
    <div className="editor-savebar">
      <p className="editor-pending" aria-live="polite" data-testid={`${name}-pending`}>
        {pendingText ?? t(editor.pending ? 'admin.content.pending' : 'admin.content.noChanges')}
      </p>
      <button type="button" className="button secondary" disabled={!editor.pending || editor.busy} onClick={editor.discard}>
        {t('admin.editor.discard')}
      </button>
      <button type="submit" className="button primary" disabled={editor.busy}>
        {editor.busy ? t('admin.editor.saving') : saveLabel}
      </button>
    </div>
  );
}
