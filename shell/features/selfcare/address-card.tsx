import { useEffect, useRef } from 'react';
import type { Address } from '../../../shared/api/selfcare';
import { addressName } from './address-book-model';
import type { MessageKey } from '../../../shared/i18n/messages';
import { useT } from '../../../ui/intl/use-t';

export interface AddressCardProps {
  address: Address;
  busy: boolean;
  confirming: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One address with its actions; deleting asks first, in place (the safe choice takes the focus). */
export function AddressCard({ address, busy, confirming, onEdit, onAskDelete, onCancelDelete, onDelete, onSetDefault }: AddressCardProps) {
  const t = useT();
  const name = addressName(address);
  const id = `address-${address.id}`;
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  /** An action on this address; its accessible name says which address. */
  const action = (label: MessageKey, ariaLabel: MessageKey, onClick: () => void) => (
    <button type="button" className="account-secondary" onClick={onClick} disabled={busy} aria-label={t(ariaLabel, { name })}>
      {t(label)}
    </button>
  );

  const lines = [address.company, address.department, address.address1, address.address2, `${address.zipcode} ${address.city}`].filter(Boolean);
  return (
    <article id={id} tabIndex={-1} className="care-address" aria-labelledby={`${id}-name`} data-default={address.isDefault} data-testid="address-card">
      <h3 id={`${id}-name`}>{`${t(`account.field.sex.${address.sex}`)} ${address.firstname} ${address.lastname}`}</h3>
      {address.isDefault && <p className="care-badge">{t('care.addresses.default')}</p>}
      <address>
        {lines.map((line, i) => (
          <span key={i} className="care-line">
            {line}
          </span>
        ))}
      </address>
      {confirming ? (
        <div className="care-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('care.addresses.confirmDelete', { name })}</p>
          <div className="care-actions">
            <button type="button" className="account-submit care-danger" onClick={onDelete} disabled={busy}>
              {t('care.addresses.confirmYes')}
            </button>
            <button ref={cancelRef} type="button" className="account-secondary" onClick={onCancelDelete} disabled={busy}>
              {t('care.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="care-actions">
          {action('care.addresses.edit', 'care.addresses.editLabel', onEdit)}
          {action('care.addresses.delete', 'care.addresses.deleteLabel', onAskDelete)}
          {!address.isDefault && action('care.addresses.setDefault', 'care.addresses.setDefaultLabel', onSetDefault)}
        </div>
      )}
    </article>
  );
}
