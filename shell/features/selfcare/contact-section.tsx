import type { MessageKey } from '../../../shared/i18n/messages';
import type { SelfcareData } from '../../../shared/api/selfcare';
import { FactList } from '../../components/fact-list';
import { CareSection } from './care-section';
import { useSectionEditing } from './use-section-editing';
import { ContactForm, type ContactSaved } from './contact-form';
import type { SessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

/** The contact data, read-only with an edit button, or the edit form in its place. */
export function ContactSection({ data, guard, onSaved }: { data: SelfcareData; guard: SessionGuard; onSaved: (saved: ContactSaved) => void }) {
  const t = useT();
  const { editing, status, openRef, open, close: closeForm } = useSectionEditing();
  const { contact } = data;
  const close = (saved: ContactSaved | null) => {
    if (saved) onSaved(saved);
    closeForm(saved ? t('care.contact.saved') : null);
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
          <FactList
            className="care-facts"
            facts={[
              { label: t('account.field.sex'), value: t(`account.field.sex.${contact.sex}`) },
              { label: t('account.field.firstname'), value: contact.firstname, testId: 'contact-firstname' },
              { label: t('account.field.lastname'), value: contact.lastname, testId: 'contact-lastname' },
              ...facts.map(([label, value]) => Boolean(value) && { label: t(label), value }),
            ]}
          />
          <button ref={openRef} type="button" className="account-secondary" onClick={open}>
            {t('care.contact.edit')}
          </button>
        </>
      )}
    </CareSection>
  );
}
