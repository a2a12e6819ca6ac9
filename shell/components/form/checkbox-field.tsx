import { useIntl } from '../../../ui/intl/intl-provider';
import { fieldId } from './field-ids';

/** A checkbox with its label beside it (the whole label is the target, at least 44 px high). */
export function CheckboxField({
  idPrefix,
  name,
  label,
  checked,
  onChange,
  disabled,
}: {
  idPrefix: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="account-field">
      <label className="account-choice">
        <input
          type="checkbox"
          name={name}
          id={fieldId(idPrefix, name)}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
    </div>
  );
}

/** The account's newsletter choice (hasNewsletterSubscription), as the register and contact forms ask it. */
export function NewsletterField(props: { idPrefix: string; checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const intl = useIntl();
  return <CheckboxField {...props} name="hasNewsletterSubscription" label={intl.formatMessage({ id: 'account.field.newsletter' })} />;
}
