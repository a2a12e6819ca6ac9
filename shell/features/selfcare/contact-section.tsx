import type { MessageKey } from '../../../shared/i18n/messages';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { SelfcareData } from '../../../shared/api/selfcare';
import { CareSection } from './care-section';
import { ContactForm, type ContactSaved } from './contact-form';
import type { SessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

/** The contact data, read-only with an edit button, or the edit form in its place. */
export function ContactSection({ data, guard, onSaved }: { data: SelfcareData; guard: SessionGuard; onSaved: (saved: ContactSaved) => void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Back from the form (saved or cancelled), the focus returns to the button that opened it.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (returnFocus && !editing) editRef.current?.focus();
  }, [returnFocus, editing]);

  const { contact } = data;
  const close = (saved: ContactSaved | null) => {
    if (saved) {
      onSaved(saved);
      setStatus(t('care.contact.saved'));
    }
    setEditing(false);
    setReturnFocus(true);
  };
  const facts: [MessageKey, string | null][] = [
    ['account.field.company', data.type === 'company' ? contact.company : null],
    ['account.field.department', data.type === 'company' ? contact.department : null],
    ['account.field.birthdate', contact.birthdate],
    ['account.field.phone', contact.phone],
    ['account.field.mobile', contact.mobile],
    ['account.field.email', contact.email],
  ];

  return (
    <CareSection name="contact" title={t('care.contact.title')} status={status}>
      {editing ? (
        <ContactForm data={data} guard={guard} onClose={close} />
      ) : (
        <>
          <dl className="care-facts">
            <dt>{t('account.field.sex')}</dt>
            <dd>{t(`account.field.sex.${contact.sex}`)}</dd>
            <dt>{t('account.field.firstname')}</dt>
            <dd data-testid="contact-firstname">{contact.firstname}</dd>
            <dt>{t('account.field.lastname')}</dt>
            <dd data-testid="contact-lastname">{contact.lastname}</dd>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
          </dl>
          <button
            ref={editRef}
            type="button"
            className="account-secondary"
            onClick={() => {
              setStatus(null);
              setEditing(true);
            }}
          >
            {t('care.contact.edit')}
          </button>
        </>
      )}
    </CareSection>
  );
}
