import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../shared/api/client';
import { getLanguages, type Language } from '../../../shared/api/languages';
import { getKnownFromOptions, isExternalReferrer, register, RegisterRequest, type KnownFromOption } from '../../../shared/api/selfcare';
import { OverlayWindow } from '../../components/overlay/overlay-window';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';
import { accountOverlayAtom, authTokenAtom } from './account-state';
import { storeAuthToken } from './auth-token';
import { errorId, FieldLabel, FieldMessages, fieldId, invalidProps, Notice, TextField, useMessageText } from './fields';
import { capitalise, firstFailing, issuesByField, type FieldErrors } from './form-errors';
import type { MessageKey } from '../../../shared/i18n/messages';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import './account.css';

const ID = 'register';

/** The form's text inputs in display order (after type, company and sex). */
const TEXT_FIELDS = [
  'department',
  'firstname',
  'lastname',
  'birthdate',
  'address1',
  'address2',
  'zipcode',
  'city',
  'phone',
  'mobile',
  'email',
] as const;
type TextName = (typeof TEXT_FIELDS)[number] | 'company' | 'knownFromDetail' | 'username' | 'password';

/** Every field in display order: the order of the 'check your input' list and of focusing. */
const ORDER = ['type', 'company', 'sex', ...TEXT_FIELDS, 'hasNewsletterSubscription', 'knownFrom', 'knownFromDetail', 'username', 'password', 'language_id', 'registerReferrer'];

const REQUIRED = new Set(['type', 'sex', 'firstname', 'lastname', 'address1', 'zipcode', 'city', 'phone', 'email', 'username', 'password', 'company']);

const INPUT: Partial<Record<TextName, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  department: { autoComplete: 'organization-title' },
  firstname: { autoComplete: 'given-name' },
  lastname: { autoComplete: 'family-name' },
  birthdate: { autoComplete: 'bday', inputMode: 'numeric' },
  address1: { autoComplete: 'address-line1' },
  address2: { autoComplete: 'address-line2' },
  zipcode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { autoComplete: 'address-level2' },
  phone: { type: 'tel', autoComplete: 'tel' },
  mobile: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  company: { autoComplete: 'organization' },
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
};

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
  const locale = useLocale();
  const [overlay, setOverlay] = useAtom(accountOverlayAtom);
  const setToken = useSetAtom(authTokenAtom);
  const open = overlay === 'register';

  const [type, setType] = useState<'private' | 'company'>('private');
  const [sex, setSex] = useState<'f' | 'm'>('f');
  const [values, setValues] = useState(emptyText);
  const [newsletter, setNewsletter] = useState(true);
  const [knownFrom, setKnownFrom] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

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
  const messagesOf = (field: string) => {
    const list = [...(errors[field] ?? []), ...(serverErrors[field] ?? [])].map(text);
    return list.length ? list : undefined;
  };
  const labelOf = (field: string) => {
    const id = `account.field.${field}`;
    return hasMessage(intl.messages, id) ? t(id) : capitalise(field);
  };

  const close = () => {
    if (submittingRef.current) return;
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

  // Focus moves after the render that re-enables the inputs (a disabled input cannot take focus).
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(fieldId(ID, focusRequest.field))?.focus();
  }, [focusRequest]);
  const focusFirst = (found: FieldErrors) => {
    const field = firstFailing(found, ORDER);
    if (field) setFocusRequest({ field });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submittingRef.current) return;
    setServerErrors({});
    setFailure(null);
    const parsed = RegisterRequest.safeParse(payload());
    if (!parsed.success) {
      const found = issuesByField(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    submittingRef.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        const answer = await api(register, { body: parsed.data });
        storeAuthToken(answer.token, 'registered', answer.customer_id);
        setToken(answer.token);
        setValues(emptyText);
        submittingRef.current = false;
        setSubmitting(false);
        setOverlay(null);
      } catch (error) {
        submittingRef.current = false;
        setSubmitting(false);
        if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
          setServerErrors(error.fields);
          focusFirst(error.fields);
        } else {
          console.error('register failed', error);
          setFailure('selfcare.serverError');
        }
      }
    })();
  };

  const failing = ORDER.filter((field) => errors[field]?.length).concat(Object.keys(errors).filter((f) => !ORDER.includes(f)));
  const serverFailing = Object.keys(serverErrors);

  const textField = (name: TextName) => (
    <TextField
      key={name}
      idPrefix={ID}
      name={name}
      label={labelOf(name)}
      required={REQUIRED.has(name)}
      value={values[name]}
      onChange={set(name)}
      disabled={submitting}
      messages={messagesOf(name)}
      {...(name === 'password' ? { hint: t('newPassword.passwordHint') } : {})}
      {...INPUT[name]}
    />
  );

  const radios = <V extends string>(name: string, value: V, choices: readonly V[], onChange: (v: V) => void) => {
    const messages = messagesOf(name);
    return (
      <div className={messages ? 'account-field has-error' : 'account-field'}>
        <fieldset className="account-fieldset" {...invalidProps(ID, name, messages)}>
          <legend>
            {labelOf(name)}
            <span className="account-required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {choices.map((choice, i) => (
            <label key={choice} className="account-choice">
              <input
                type="radio"
                name={name}
                value={choice}
                id={i === 0 ? fieldId(ID, name) : undefined}
                checked={value === choice}
                disabled={submitting}
                onChange={() => onChange(choice)}
              />
              {t(`account.field.${name}.${choice}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <FieldMessages id={errorId(ID, name)} messages={messages} />
      </div>
    );
  };

  const knownFromMessages = messagesOf('knownFrom');
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
        {failing.length > 0 && (
          <Notice kind="error" testId="register-check-input">
            <p>{t('account.register.checkInput')}</p>
            <ul>
              {failing.map((field) => (
                <li key={field}>
                  <a
                    href={`#${fieldId(ID, field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldId(ID, field))?.focus();
                    }}
                  >
                    {labelOf(field)}
                  </a>
                </li>
              ))}
            </ul>
          </Notice>
        )}
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
          <div className="account-field">
            <label className="account-choice">
              <input
                type="checkbox"
                name="hasNewsletterSubscription"
                id={fieldId(ID, 'hasNewsletterSubscription')}
                checked={newsletter}
                disabled={submitting}
                onChange={(event) => setNewsletter(event.target.checked)}
              />
              {t('account.field.newsletter')}
            </label>
          </div>
          <div className={knownFromMessages ? 'account-field has-error' : 'account-field'}>
            <FieldLabel htmlFor={fieldId(ID, 'knownFrom')} label={labelOf('knownFrom')} />
            <select
              id={fieldId(ID, 'knownFrom')}
              name="knownFrom"
              value={knownFrom}
              disabled={submitting}
              onChange={(event) => setKnownFrom(event.target.value)}
              {...invalidProps(ID, 'knownFrom', knownFromMessages)}
            >
              <option value="">{t('account.register.choose')}</option>
              {options.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
            <FieldMessages id={errorId(ID, 'knownFrom')} messages={knownFromMessages} />
            {optionsError !== null && <p className="account-note">{t('account.register.optionsFailed')}</p>}
          </div>
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
