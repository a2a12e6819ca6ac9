import type { MessageKey } from '../../../shared/i18n/messages';
import { useAtom, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { getKnownFromOptions, isExternalReferrer, register, RegisterRequest } from '../../../shared/api/selfcare';
import {
  accountInput,
  capitalise,
  NewsletterField,
  ErrorSummary,
  Notice,
  RadioField,
  SelectField,
  SEXES,
  TextField,
  useFieldLabel,
  useLanguages,
  useMessageText,
  useSchemaForm,
  type AccountTextName,
} from '../../components/form';
import { OverlayWindow } from '../../components/overlay/overlay-window';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';
import { accountOverlayAtom, authTokenAtom } from '../../session/account-state';
import { storeAuthToken } from '../../session/auth-token';
import './account.css';
import { useT } from '../../../ui/intl/use-t';

const ID = 'register';
const TYPES = ['private', 'company'] as const;

/** The form's text inputs in display order (after type, company and sex). */
const TEXT_FIELDS = ['department', 'firstname', 'lastname', 'birthdate', 'address1', 'address2', 'zipcode', 'city', 'phone', 'mobile', 'email'] as const;
type TextName = AccountTextName | 'knownFromDetail';

/** Every field in display order: the order of the 'check your input' list and of focusing. */
const ORDER = [
  'type',
  'company',
  'sex',
  ...TEXT_FIELDS,
  'hasNewsletterSubscription',
  'knownFrom',
  'knownFromDetail',
  'username',
  'password',
  'language_id',
  'registerReferrer',
];

// The company name is required whenever it is shown (company accounts).
const inputOf = (name: AccountTextName) => (name === 'company' ? { ...accountInput(name), required: true } : accountInput(name));

const emptyText: Record<TextName, string> = {
  company: '',
  department: '',
  firstname: '',
  lastname: '',
  birthdate: '',
  address1: '',
  address2: '',
  zipcode: '',
  city: '',
  phone: '',
  mobile: '',
  email: '',
  knownFromDetail: '',
  username: '',
  password: '',
};

/** The register overlay: the registration payload of spec section 3, validated with the shared schema. */
export default function RegisterOverlay() {
  const t = useT();
  const text = useMessageText();
  const labelOf = useFieldLabel();
  const locale = useLocale();
  const [overlay, setOverlay] = useAtom(accountOverlayAtom);
  const setToken = useSetAtom(authTokenAtom);
  const open = overlay === 'register';

  const [type, setType] = useState<'private' | 'company'>('private');
  const [sex, setSex] = useState<'f' | 'm'>('f');
  const [values, setValues] = useState(emptyText);
  const [newsletter, setNewsletter] = useState(true);
  const [knownFrom, setKnownFrom] = useState('');
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const form = useSchemaForm({ idPrefix: ID, order: ORDER, schema: RegisterRequest });
  const submitting = form.busy;

  const languages = useLanguages(open);
  // The answers to 'how did you hear of us' load each time the overlay opens.
  const knownFromOptions = useResource(async () => {
    if (!open) return [];
    try {
      return await api(getKnownFromOptions);
    } catch (error) {
      console.error('knownFrom options failed to load', error);
      throw error;
    }
  }, [open]);
  const options = knownFromOptions.status === 'ready' ? knownFromOptions.data : [];

  const chosenOption = options.find((option) => String(option.id) === knownFrom);
  const asksDetail = Boolean(chosenOption?.question);

  const set = (name: TextName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const close = () => {
    if (submitting) return;
    setOverlay(null);
  };

  const payload = () => {
    const referrer = document.referrer;
    const languageId = languages.find((language) => language.code === locale)?.id;
    return {
      type,
      ...(languageId === undefined ? {} : { language_id: languageId }),
      ...(type === 'company' ? { company: values.company } : {}),
      department: values.department,
      sex,
      firstname: values.firstname,
      lastname: values.lastname,
      birthdate: values.birthdate,
      address1: values.address1,
      address2: values.address2,
      zipcode: values.zipcode,
      city: values.city,
      phone: values.phone,
      mobile: values.mobile,
      email: values.email,
      hasNewsletterSubscription: newsletter ? 1 : 0,
      knownFrom: chosenOption ? chosenOption.id : null,
      ...(asksDetail ? { knownFromDetail: values.knownFromDetail } : {}),
      username: values.username,
      password: values.password,
      ...(referrer && isExternalReferrer(referrer, window.location.origin) ? { registerReferrer: referrer } : {}),
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void form.submit(
      payload(),
      async (body) => {
        const answer = await api(register, { body });
        storeAuthToken(answer.token, 'registered', answer.customer_id);
        setToken(answer.token);
        setValues(emptyText);
        setOverlay(null);
      },
      (error) => {
        console.error('register failed', error);
        setFailure('selfcare.serverError');
      },
    );
  };

  // The server's field errors get their own list, with the field names as the spec shows them.
  const serverErrors = form.origin === 'server' ? form.errors : {};
  const serverFailing = Object.keys(serverErrors);

  const textField = (name: AccountTextName) => (
    <TextField
      key={name}
      {...form.field(name)}
      value={values[name]}
      onChange={set(name)}
      {...(name === 'password' ? { hint: t('newPassword.passwordHint') } : {})}
      {...inputOf(name)}
    />
  );

  const footer = (
    <>
      <button type="button" className="account-secondary" onClick={close} disabled={submitting}>
        {t('account.register.cancel')}
      </button>
      <button type="submit" form="register-form" className="account-submit" disabled={submitting} data-testid="register-submit">
        {t(submitting ? 'account.register.busy' : 'account.register.submit')}
      </button>
    </>
  );

  return (
    <OverlayWindow open={open} onClose={close} title={t('account.register.title')} className="account-overlay account-register" footer={footer}>
      <div className="account" data-testid="register-overlay">
        {form.origin === 'schema' && <ErrorSummary idPrefix={ID} errors={form.errors} order={ORDER} labelOf={labelOf} />}
        {serverFailing.length > 0 && (
          <Notice kind="error" testId="register-server-errors">
            <p>{t('account.register.serverErrors')}</p>
            <ul>
              {serverFailing.map((field) => (
                <li key={field} data-field={field}>
                  <strong>{capitalise(field)}</strong>: {(serverErrors[field] ?? []).map(text).join(' ')}
                </li>
              ))}
            </ul>
          </Notice>
        )}
        {failure && <Notice kind="error">{t(failure)}</Notice>}
        <form id="register-form" className="account-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <p className="account-note">{t('account.register.requiredNote')}</p>
          <RadioField {...form.field('type')} value={type} choices={TYPES} onChange={setType} />
          {type === 'company' && textField('company')}
          <RadioField {...form.field('sex')} value={sex} choices={SEXES} onChange={setSex} />
          <div className="account-grid">{TEXT_FIELDS.map(textField)}</div>
          <NewsletterField idPrefix={ID} checked={newsletter} onChange={setNewsletter} disabled={submitting} />
          <SelectField
            {...form.field('knownFrom')}
            value={knownFrom}
            onChange={setKnownFrom}
            after={knownFromOptions.status === 'error' && <p className="account-note">{t('account.register.optionsFailed')}</p>}
          >
            <option value="">{t('account.register.choose')}</option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </SelectField>
          {asksDetail && (
            <TextField
              {...form.field('knownFromDetail')}
              label={chosenOption?.question ?? labelOf('knownFromDetail')}
              value={values.knownFromDetail}
              onChange={set('knownFromDetail')}
            />
          )}
          <div className="account-grid">
            {textField('username')}
            {textField('password')}
          </div>
        </form>
      </div>
    </OverlayWindow>
  );
}
