import { Notice } from '../../../../components/form';
import { useT } from '../../../../../ui/intl/use-t';
import type { VersionedEditor } from './use-versioned-editor';

interface Props {
  /** `catalogue`, `content` or `navigation`: the notices' test ids. */
  name: string;
  editor: Pick<VersionedEditor<unknown, unknown>, 'status' | 'reload' | 'checking' | 'errors' | 'goTo' | 'fieldIdOf'>;
  /** After a refused save: the fields to check, each a link to its input (left out where the fields show their messages themselves). */
  checkInput?: { label: string; labelOf: (key: string) => string };
}

/** Above an editor's form: what the last save did (with "load the newest" after a conflict) and the fields it was refused for. */
export function EditorNotices({ name, editor, checkInput }: Props) {
  const t = useT();
  const { status, checking, errors, goTo, fieldIdOf } = editor;
  const failing = checking ? Object.entries(errors) : [];
  return (
    <>
      {status && (
        <Notice kind={status.kind} testId={`${name}-status`}>
          <p>{status.text}</p>
          {status.reload && (
            <button type="button" className="button secondary" onClick={() => void editor.reload()}>
              {t('admin.editor.reload')}
            </button>
          )}
        </Notice>
      )}
      {checkInput && failing.length > 0 && (
        <Notice kind="error" testId={`${name}-check-input`}>
          <p>{checkInput.label}</p>
          <ul>
            {failing.map(([key, messages]) => (
              <li key={key}>
                <a
                  href={`#${fieldIdOf(key) ?? ''}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(key);
                  }}
                >
                  {checkInput.labelOf(key)}
                </a>
                : {messages.join(' ')}
              </li>
            ))}
          </ul>
        </Notice>
      )}
    </>
  );
}
