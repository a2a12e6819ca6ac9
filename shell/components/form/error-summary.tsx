import { useIntl } from '../../../ui/intl/intl-provider';
import { fieldId } from './field-ids';
import { Notice } from './notice';
import type { FieldErrors } from './form-errors';

/**
 * The spec's 'check your input' list: every failing field in form order (then any field the form
 * does not show, e.g. a server error on language_id), each a link that focuses the field.
 */
export function ErrorSummary({
  idPrefix,
  errors,
  order,
  labelOf,
}: {
  idPrefix: string;
  errors: FieldErrors;
  order: readonly string[];
  labelOf: (field: string) => string;
}) {
  const intl = useIntl();
  const failing = [...order, ...Object.keys(errors).filter((field) => !order.includes(field))].filter((field) => errors[field]?.length);
  if (!failing.length) return null;
  return (
    <Notice kind="error" testId={`${idPrefix}-check-input`}>
      <p>{intl.formatMessage({ id: 'account.register.checkInput' })}</p>
      <ul>
        {failing.map((field) => (
          <li key={field} data-field={field}>
            <a
              href={`#${fieldId(idPrefix, field)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(idPrefix, field))?.focus();
              }}
            >
              {labelOf(field)}
            </a>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
