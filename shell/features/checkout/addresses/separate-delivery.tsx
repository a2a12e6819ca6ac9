import { useIntl } from '../../../../ui/intl/intl-provider';

/** 'Deliver to another address': the checkbox of both address forms (guest and customer). */
export function SeparateDelivery({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  return (
    <label className="account-choice">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} data-testid="separate-delivery" />
      {intl.formatMessage({ id: 'order.addresses.separateDelivery' })}
    </label>
  );
}
