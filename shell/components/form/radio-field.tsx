import { useIntl } from '../../../ui/intl/intl-provider';
import type { MessageKey } from '../../../shared/i18n/messages';
import { FieldMessages } from './field-label';
import { errorId, fieldId, invalidProps } from './field-ids';
import { useFieldLabel } from './use-field-label';

/** The salutations of a person (sex). */
export const SEXES = ['f', 'm'] as const;

/**
 * A required radio group (fieldset and legend); the first radio carries the field's id for focusing.
 * Legend and choices read the catalogue (account.field.<name>, account.field.<name>.<choice>) unless given.
 */
export function RadioField<V extends string>({
  idPrefix,
  name,
  label,
  value,
  choices,
  choiceLabel,
  onChange,
  disabled,
  messages,
}: {
  idPrefix: string;
  name: string;
  label?: string;
  value: V;
  choices: readonly V[];
  choiceLabel?: (choice: V) => string;
  onChange: (value: V) => void;
  disabled?: boolean;
  messages?: readonly string[] | undefined;
}) {
  const intl = useIntl();
  const labelOf = useFieldLabel();
  const labelOfChoice = choiceLabel ?? ((choice: V) => intl.formatMessage({ id: `account.field.${name}.${choice}` as MessageKey }));
  return (
    <div className={messages?.length ? 'account-field has-error' : 'account-field'}>
      <fieldset className="account-fieldset" {...invalidProps(idPrefix, name, messages)}>
        <legend>
          {label ?? labelOf(name)}
          <span className="account-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {choices.map((choice, i) => (
          <label key={choice} className="account-choice">
            <input
              type="radio"
              name={`${idPrefix}-${name}`}
              value={choice}
              id={i === 0 ? fieldId(idPrefix, name) : undefined}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            {labelOfChoice(choice)}
          </label>
        ))}
      </fieldset>
      <FieldMessages id={errorId(idPrefix, name)} messages={messages} />
    </div>
  );
}
