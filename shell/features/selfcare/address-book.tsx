import type { MessageKey } from '../../../shared/i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { deleteAddress, setDefaultAddress, type Address, type AddressBook } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { AddressBookForm, Notice, useMessageText } from '../../components/form';
import { withAddress } from './address-book-model';
import { AddressCard } from './address-card';
import { CareSection } from './care-section';
import { isSessionEnded, type SessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

/** What gets the focus after a change: an address card, the add button or the section heading. */
type FocusTarget = { kind: 'card'; id: number } | { kind: 'add' } | { kind: 'heading' };

/** The address book: list, add, edit, delete (after a confirmation), set the default. */
export function AddressBookSection({
  book,
  guard,
  onChange,
  onReload,
}: {
  book: AddressBook;
  guard: SessionGuard;
  onChange: (book: AddressBook) => void;
  onReload: () => void;
}) {
  const t = useT();
  const text = useMessageText();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  // Runs after the render that shows the target (the form closed, the card re-rendered).
  useEffect(() => {
    if (!focus) return;
    if (focus.kind === 'heading') headingRef.current?.focus();
    else if (focus.kind === 'add') addRef.current?.focus();
    else document.getElementById(`address-${focus.id}`)?.focus();
  }, [focus]);

  const report = (key: MessageKey, target: FocusTarget) => {
    setStatus(t(key));
    setFailure(null);
    setFocus(target);
  };
  const failed = (error: unknown) => {
    if (isSessionEnded(error)) return;
    console.error('address book change failed', error);
    if (error instanceof ApiError && error.status === 404) {
      // Gone meanwhile (another tab or device): show the book as the server has it.
      setFailure('care.addresses.gone');
      onReload();
    } else setFailure(error instanceof ApiError && error.status === 409 ? error.message : 'selfcare.serverError');
    setFocus({ kind: 'heading' });
  };
  const change = async (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const startEditing = (target: number | 'new') => {
    setStatus(null);
    setConfirming(null);
    setEditing(target);
  };
  const onSaved = (saved: Address, added: boolean) => {
    onChange(withAddress(book, saved));
    setEditing(null);
    report(added ? 'care.addresses.added' : 'care.addresses.saved', { kind: 'card', id: saved.id });
  };
  /** The form that edits `address` (null: adds one); cancelled, the focus goes back to `back`. */
  const addressForm = (address: Address | null, back: FocusTarget) => (
    <AddressBookForm
      address={address}
      guard={guard}
      onSaved={(saved) => onSaved(saved, address === null)}
      onCancel={() => {
        setEditing(null);
        setFocus(back);
      }}
      onFailed={failed}
    />
  );
  const onDelete = (id: number) =>
    change(async () => {
      const next = await guard(api(deleteAddress, { params: { id } }));
      setConfirming(null);
      onChange(next);
      report('care.addresses.deleted', { kind: 'heading' });
    });
  const onSetDefault = (id: number) =>
    change(async () => {
      const next = await guard(api(setDefaultAddress, { body: { addressId: id } }));
      onChange(next);
      report('care.addresses.defaultSet', { kind: 'card', id });
    });

  return (
    <CareSection name="addresses" title={t('care.addresses.title')} status={status} headingRef={headingRef}>
      {failure && (
        <Notice kind="error" testId="selfcare-addresses-error">
          {text(failure)}
        </Notice>
      )}
      {book.addresses.length === 0 && editing !== 'new' && <p className="care-muted">{t('care.addresses.empty')}</p>}
      {book.addresses.length > 0 && (
        <ul className="care-addresses">
          {book.addresses.map((address) => (
            <li key={address.id}>
              {editing === address.id ? (
                addressForm(address, { kind: 'card', id: address.id })
              ) : (
                <AddressCard
                  address={address}
                  busy={busy}
                  confirming={confirming === address.id}
                  onEdit={() => startEditing(address.id)}
                  onAskDelete={() => {
                    setStatus(null);
                    setConfirming(address.id);
                  }}
                  onCancelDelete={() => {
                    setConfirming(null);
                    setFocus({ kind: 'card', id: address.id });
                  }}
                  onDelete={() => void onDelete(address.id)}
                  onSetDefault={() => void onSetDefault(address.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        addressForm(null, { kind: 'add' })
      ) : (
        <button ref={addRef} type="button" className="account-secondary" onClick={() => startEditing('new')}>
          {t('care.addresses.add')}
        </button>
      )}
    </CareSection>
  );
}
