import type { VersionedEditor } from './use-versioned-editor';
import './editor.css';

interface Props {
  /** `catalogue`, `content` or `navigation`: the pending line's test id. */
  name: string;
  editor: Pick<VersionedEditor<unknown, unknown>, 'pending' | 'busy' | 'discard'>;
  pendingText: string;
  discardLabel: string;
  saveLabel: string;
}

/** The bar under an editor's form: what is unsaved, discard, save (the form's submit). */
export function SaveBar({ name, editor, pendingText, discardLabel, saveLabel }: Props) {
  return (
    <div className="editor-savebar">
      <p className="editor-pending" aria-live="polite" data-testid={`${name}-pending`}>
        {pendingText}
      </p>
      <button type="button" className="button secondary" disabled={!editor.pending || editor.busy} onClick={editor.discard}>
        {discardLabel}
      </button>
      <button type="submit" className="button primary" disabled={editor.busy}>
        {saveLabel}
      </button>
    </div>
  );
}
