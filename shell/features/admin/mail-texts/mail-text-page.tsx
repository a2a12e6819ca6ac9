import { type FormEvent, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { type AdminMailText, getAdminMailText, type MailTextPreview, postMailTextPreview, putAdminMailText } from '../../../../shared/api/admin-mail-texts';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import { EDITABLE_MAILS, type EditableMail } from '../../../../shared/i18n/mail-texts';
import { fieldId, Notice, TextField } from '../../../components/form';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { AdminCard } from '../kit/admin-card';
import { AdminDetailScreen } from '../kit/admin-screen';
import { EditorNotices } from '../kit/editor/editor-notices';
import { pathOf } from '../kit/editor/field-path';
import { LanguageTabs, languageTabId, languageTabText } from '../kit/editor/language-tabs';
import { SaveBar } from '../kit/editor/save-bar';
import { useVersionedEditor } from '../kit/editor/use-versioned-editor';
import { useWording } from '../kit/editor/use-wording';
import { refusalText } from '../kit/refusal-text';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';
import { documentOf, type MailTextDocument, mailTextIssues, textsOf } from './mail-text-form';

const ID_PREFIX = 'mail-text';
const PANEL_ID = 'mail-text-language-panel';
const TAB_PREFIX = 'mail-text-tab';

/** One mail's texts (/admin/mail-texts/:mail): subject and body per language, its variables, a preview with a real order, the saved versions. */
export function AdminMailTextPage() {
  const { t } = useAdminFormat();
  const param = useParams().mail;
  const mail = EDITABLE_MAILS.find((known) => known === param);
  // An address naming no editable mail fails as a load does.
  const loaded = useAdminResource(() => (mail ? adminApi(getAdminMailText, { params: { mail } }) : Promise.reject(new Error('no such mail'))), [mail]);
  return (
    <AdminDetailScreen
      title={mail ? t(`admin.mailTexts.mail.${mail}`) : t('admin.mailTexts.title')}
      roles={officeStaff}
      back={{ to: paths.adminMailTexts.href(), text: 'admin.mailTexts.back' }}
      resource={loaded}
    >
      {(data) => <MailTextEditor key={data.mail} loaded={data} />}
    </AdminDetailScreen>
  );
}

function MailTextEditor({ loaded }: { loaded: AdminMailText }) {
  const { t, locale, formatter } = useWording();
  const { moment } = useAdminFormat();
  const [language, setLanguage] = useState<Locale>(locale);
  const mail: EditableMail = loaded.mail;
  const issues = useCallback((document: MailTextDocument) => mailTextIssues(formatter, mail, document), [formatter, mail]);
  const editor = useVersionedEditor({
    loaded,
    documentOf,
    issues,
    put: (saved, document) => adminApi(putAdminMailText, { params: { mail }, body: { version: saved.version, texts: textsOf(document) } }),
    get: () => adminApi(getAdminMailText, { params: { mail } }),
    fieldIdOf: (key) => fieldId(ID_PREFIX, key),
    reveal: (path) => {
      if (isLocale(path[1])) setLanguage(path[1]);
    },
  });
  const errors = editor.checking ? editor.errors : {};
  const failingIn = (l: Locale) => Object.keys(errors).some((key) => key.split('.')[1] === l);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save((saved) => t('admin.mailTexts.saved', { version: saved.version }));
  };
  const tabs = { idPrefix: TAB_PREFIX, panelId: PANEL_ID, value: language, onChange: setLanguage, label: t('admin.mailTexts.languages'), failingIn };
  // After a refused save: each failing field named by its language.
  const checkInput = {
    label: t('admin.mailTexts.invalid'),
    labelOf: (key: string) => t(`admin.content.language.${(pathOf(key)[1] as Locale | undefined) ?? 'de'}`),
  };
  const pair = editor.document.texts[language];
  const shop = editor.saved.defaults[language];
  const field = (part: 'subject' | 'body') => (
    <TextField
      name={`texts.${language}.${part}`}
      idPrefix={ID_PREFIX}
      label={t(`admin.mailTexts.${part}`)}
      multiline={part === 'body'}
      value={pair[part]}
      messages={errors[`texts.${language}.${part}`]}
      onChange={(value) => editor.set(['texts', language, part], value)}
      {...(part === 'body' ? { hint: t('admin.mailTexts.bodyHint') } : {})}
    />
  );
  return (
    <>
      <form className="editor-layout" noValidate onSubmit={submit} aria-busy={editor.busy}>
        <div className="editor-form">
          <EditorNotices name="mail-text" editor={editor} checkInput={checkInput} />
          <p className="admin-muted">{t('admin.mailTexts.variables', { list: editor.saved.variables.map((name) => `{${name}}`).join(', ') })}</p>
          <LanguageTabs {...tabs}>{languageTabText(t, failingIn)}</LanguageTabs>
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={languageTabId(TAB_PREFIX, language)} lang={language}>
            {field('subject')}
            {field('body')}
            <p className="admin-muted" data-testid="mail-text-shop">
              {t('admin.mailTexts.shopText', { subject: shop.subject, body: shop.body })}
            </p>
            <button type="button" className="button secondary" onClick={() => editor.set(['texts', language], { ...shop })}>
              {t('admin.mailTexts.startFromShop')}
            </button>
          </div>
          <SaveBar name="mail-text" editor={editor} saveLabel={t('admin.mailTexts.save')} />
        </div>
      </form>
      <MailPreview mail={mail} language={language} text={pair} />
      <AdminCard labelId="mail-text-history" title={t('admin.mailTexts.history')}>
        <ul data-testid="mail-text-history">
          {editor.saved.history.map((save) => (
            <li key={save.version}>{t('admin.mailTexts.versionOf', { version: save.version, date: moment(save.createdAt), name: save.staffName ?? '–' })}</li>
          ))}
        </ul>
      </AdminCard>
    </>
  );
}

/** The mail as it would go out for an order staff name, with the texts as they stand in the form (nothing saved). */
function MailPreview({ mail, language, text }: { mail: EditableMail; language: Locale; text: { subject: string; body: string } }) {
  const { t } = useAdminFormat();
  const [orderNumber, setOrderNumber] = useState('');
  const [preview, setPreview] = useState<MailTextPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const empty = text.subject.trim() === '' && text.body.trim() === '';
  const show = () => {
    setFailure(null);
    adminApi(postMailTextPreview, { params: { mail }, body: { orderNumber: orderNumber.trim(), language, text } }).then(setPreview, (error: unknown) =>
      setFailure(refusalText(error, t)),
    );
  };
  return (
    <AdminCard labelId="mail-text-preview" title={t('admin.mailTexts.preview')} testId="mail-text-preview">
      {empty ? (
        <p className="admin-muted">{t('admin.mailTexts.previewNoText')}</p>
      ) : (
        <>
          <TextField
            name="order"
            idPrefix="mail-preview"
            label={t('admin.mailTexts.previewOrder')}
            inputMode="numeric"
            value={orderNumber}
            onChange={setOrderNumber}
          />
          <button type="button" className="button secondary" disabled={orderNumber.trim() === ''} onClick={show}>
            {t('admin.mailTexts.previewShow')}
          </button>
        </>
      )}
      {failure && <Notice kind="error">{failure}</Notice>}
      {preview && !empty && (
        <>
          <p className="admin-item-name">{preview.subject}</p>
          {/* The mail's own HTML, with no script and no way out of its frame. */}
          <iframe title={t('admin.mailTexts.previewFrame')} sandbox="" srcDoc={preview.html} className="mail-text-preview" />
        </>
      )}
    </AdminCard>
  );
}
