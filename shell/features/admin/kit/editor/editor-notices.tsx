import { Notice } from '../../../../components/form';
import type { EditorStatus } from './use-editor-form';

interface Props {
  /** `catalogue` or `content`: the notices' test ids. */
  name: string;
  status: EditorStatus | null;
  reloadLabel: string;
  onReload: () => void;
  /** After a refused save: the fields to check, each a link to its input. */
  failing: [string, string[]][] | null;
  checkInputLabel: string;
  labelOf: (key: string) => string;
  fieldIdOf: (key: string) => string;
  goTo: (key: string) => void;
}

/** Above an editor's form: what the last save did (with "load the newest" after a conflict) and the fields it was refused for. */
export function EditorNotices({ name, status, reloadLabel, onReload, failing, checkInputLabel, labelOf, fieldIdOf, goTo }: Props) {
  return (
    <>
      {status && (
        <Notice kind={status.kind} testId={`${name}-status`}>
          <p>{status.text}</p>
          {status.reload && (
            <button type="button" className="button secondary" onClick={onReload}>
              {reloadLabel}
            </button>
          )}
        </Notice>
      )}
      {failing && failing.length > 0 && (
        <Notice kind="error" testId={`${name}-check-input`}>
          <p>{checkInputLabel}</p>
          <ul>
            {failing.map(([key, messages]) => (
              <li key={key}>
                <a
                  href={`#${fieldIdOf(key)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(key);
                  }}
                >
                  {labelOf(key)}
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
