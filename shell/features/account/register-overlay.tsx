import type { MessageKey } from '../../../shared/i18n/messages';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getLanguages, type Language } from '../../../shared/api/languages';
import { getKnownFromOptions, isExternalReferrer, register, RegisterRequest, type KnownFromOption } from '../../../shared/api/selfcare';
import {
  addressInput,
  capitalise,
  CheckboxField,
  ErrorSummary,
  Notice,
  RadioField,
  SelectField,
  TextField,
  useFieldLabel,
  useMessageText,
  useSchemaForm,
  type AddressTextName,
} from '../../components/form';
import { OverlayWindow } from '../../components/overlay/overlay-window';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { accountOverlayAtom, authTokenAtom } from '../../session/account-state';
import { storeAuthToken } from '../../session/auth-token';
import './account.css';

const ID = 'register';

/** The form's text inputs in display order (after type, company and sex). */
const TEXT_FIELDS = ['department', 'firstname', 'lastname', 'birthdate', 'address1', 'address2', 'zipcode', 'city', 'phone', 'mobile', 'email'] as const;
type TextName = (typeof TEXT_FIELDS)[number] | 'company' | 'knownFromDetail' | 'username' | 'password';

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

const isAddressField = (name: TextName): name is AddressTextName =>
  name === 'company' ||
  name === 'department' ||
  name === 'address1' ||
  name === 'address2' ||
  name === 'zipcode' ||
  name === 'city' ||
  name === 'firstname' ||
  name === 'lastname';

/** The inputs beside the address ones (those come from the form kit's address table). */
const INPUT: Partial<Record<TextName, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel'; required?: boolean }>> = {
  birthdate: { autoComplete: 'bday', inputMode: 'numeric' },
  phone: { type: 'tel', autoComplete: 'tel', required: true },
  mobile: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email', required: true },
  username: { autoComplete: 'username', required: true },
  password: { type: 'password', autoComplete: 'new-password', required: true },
};
// The company name is required whenever it is shown (company accounts).
const inputOf = (name: TextName) => (name === 'company' ? { ...addressInput(name), required: true } : isAddressField(name) ? addressInput(name) : INPUT[name]);

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
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
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

  const [languages, setLanguages] = useState<Language[]>([]);
  const [options, setOptions] = useState<KnownFromOption[]>([]);
  const [optionsError, setOptionsError] = useState<unknown>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    api(getLanguages).then(
      (list) => live && setLanguages(list),
      (error: unknown) => console.error('languages failed to load', error),
    );
    api(getKnownFromOptions).then(
      (list) => {
        if (!live) return;
        setOptions(list);
        setOptionsError(null);
      },
      (error: unknown) => {
        console.error('knownFrom options failed to load', error);
        if (live) setOptionsError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [open]);

  const chosenOption = options.find((option) => String(option.id) === knownFrom);
  const asksDetail = Boolean(chosenOption?.question);

  const set = (name: TextName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const messagesOf = (field: string) => form.errors[field]?.map(text);

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

  const textField = (name: TextName) => (
    <TextField
      key={name}
      idPrefix={ID}
      name={name}
      label={labelOf(name)}
      value={values[name]}
      onChange={set(name)}
      disabled={submitting}
      messages={messagesOf(name)}
      {...(name === 'password' ? { hint: t('newPassword.passwordHint') } : {})}
      {...inputOf(name)}
    />
  );

  const radios = <V extends string>(name: string, value: V, choices: readonly V[], onChange: (v: V) => void) => (
    <RadioField
      idPrefix={ID}
      name={name}
      label={labelOf(name)}
      value={value}
      choices={choices}
      choiceLabel={(choice) => t(`account.field.${name}.${choice}` as MessageKey)}
      onChange={onChange}
      disabled={submitting}
      messages={messagesOf(name)}
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
          {radios('type', type, ['private', 'company'] as const, setType)}
          {type === 'company' && textField('company')}
          {radios('sex', sex, ['f', 'm'] as const, setSex)}
          <div className="account-grid">{TEXT_FIELDS.map(textField)}</div>
          <CheckboxField
            idPrefix={ID}
            name="hasNewsletterSubscription"
            label={t('account.field.newsletter')}
            checked={newsletter}
            onChange={setNewsletter}
            disabled={submitting}
          />
          <SelectField
            idPrefix={ID}
            name="knownFrom"
            label={labelOf('knownFrom')}
            value={knownFrom}
            onChange={setKnownFrom}
            disabled={submitting}
            messages={messagesOf('knownFrom')}
            after={optionsError !== null && <p className="account-note">{t('account.register.optionsFailed')}</p>}
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
              idPrefix={ID}
              name="knownFromDetail"
              label={chosenOption?.question ?? labelOf('knownFromDetail')}
              value={values.knownFromDetail}
              onChange={set('knownFromDetail')}
              disabled={submitting}
              messages={messagesOf('knownFromDetail')}
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
