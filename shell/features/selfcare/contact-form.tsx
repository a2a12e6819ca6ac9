import type { MessageKey } from '../../../shared/i18n/messages';
import { useEffect, useState, type FormEvent } from 'react';
import { ContactInput, updateContact, type Contact, type SelfcareData } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import {
  accountInput,
  NewsletterField,
  ErrorSummary,
  fieldId,
  FormActions,
  Notice,
  RadioField,
  SelectField,
  SEXES,
  TextField,
  useFieldLabel,
  useLanguages,
  useSchemaForm,
} from '../../components/form';
import type { SessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

const ID = 'contact';
const TEXT = ['company', 'department', 'firstname', 'lastname', 'birthdate', 'phone', 'mobile', 'email'] as const;
type TextName = (typeof TEXT)[number];
const ORDER = ['sex', ...TEXT, 'language_id', 'hasNewsletterSubscription'];

/** What a saved contact form changes in the account: the contact and the two preferences. */
export type ContactSaved = Pick<SelfcareData, 'contact' | 'language_id' | 'hasNewsletterSubscription'> & Partial<Pick<SelfcareData, 'language'>>;

function initialValues(contact: Contact): Record<TextName, string> {
  return {
    company: contact.company ?? '',
    department: contact.department ?? '',
    firstname: contact.firstname,
    lastname: contact.lastname,
    birthdate: contact.birthdate ?? '',
    phone: contact.phone,
    mobile: contact.mobile ?? '',
    email: contact.email,
  };
}

/** Edits the contact (PUT /api/selfcare/contacts/{id}) with the account's language and newsletter choice. */
export function ContactForm({ data, guard, onClose }: { data: SelfcareData; guard: SessionGuard; onClose: (saved: ContactSaved | null) => void }) {
  const t = useT();
  const [values, setValues] = useState(() => initialValues(data.contact));
  const [sex, setSex] = useState(data.contact.sex);
  const [languageId, setLanguageId] = useState(String(data.language_id));
  const [newsletter, setNewsletter] = useState(data.hasNewsletterSubscription === 1);
  const languages = useLanguages();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const form = useSchemaForm({ idPrefix: ID, order: ORDER, schema: ContactInput });
  const company = data.type === 'company';

  useEffect(() => {
    document.getElementById(fieldId(ID, 'sex'))?.focus();
  }, []);

  const labelOf = useFieldLabel();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = {
      ...(company ? { company: values.company, department: values.department } : {}),
      sex,
      firstname: values.firstname,
      lastname: values.lastname,
      birthdate: values.birthdate,
      phone: values.phone,
      mobile: values.mobile,
      email: values.email,
      language_id: Number(languageId),
      hasNewsletterSubscription: newsletter ? 1 : 0,
    };
    void form.submit(
      payload,
      async (body) => {
        const contact = await guard(api(updateContact, { params: { id: data.contact.id }, body }));
        const language = languages.find((l) => l.id === body.language_id)?.code;
        onClose({
          contact,
          language_id: body.language_id ?? data.language_id,
          hasNewsletterSubscription: body.hasNewsletterSubscription ?? data.hasNewsletterSubscription,
          ...(language ? { language } : {}),
        });
      },
      (error) => {
        console.error('contact save failed', error);
        setFailure('selfcare.serverError');
      },
    );
  };

  const textField = (name: TextName) => (
    <TextField
      key={name}
      {...form.field(name)}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      {...accountInput(name)}
    />
  );

  return (
    <form className="account-form care-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="contact-form">
      <ErrorSummary idPrefix={ID} errors={form.errors} order={ORDER} labelOf={labelOf} />
      {failure && <Notice kind="error">{t(failure)}</Notice>}
      <p className="account-note">{t('account.register.requiredNote')}</p>
      <RadioField {...form.field('sex')} value={sex} choices={SEXES} onChange={setSex} />
      <div className="account-grid">{TEXT.filter((name) => company || (name !== 'company' && name !== 'department')).map(textField)}</div>
      <SelectField {...form.field('language_id')} value={languageId} onChange={setLanguageId}>
        {/* Until the list arrives, the current choice keeps its place (shown by its code). */}
        {languages.length === 0 && <option value={String(data.language_id)}>{data.language}</option>}
        {languages.map((language) => (
          <option key={language.id} value={String(language.id)}>
            {language.name}
          </option>
        ))}
      </SelectField>
      <NewsletterField idPrefix={ID} checked={newsletter} onChange={setNewsletter} disabled={form.busy} />
      <FormActions busy={form.busy} submit={t(form.busy ? 'care.saving' : 'care.save')} cancel={{ label: t('care.cancel'), onClick: () => onClose(null) }} />
    </form>
  );
}
