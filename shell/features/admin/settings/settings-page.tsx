import type { FormEvent } from 'react';
import { type AdminShopSettings, getAdminSettings, putAdminSettings } from '../../../../shared/api/admin-settings';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { fieldId, TextField } from '../../../components/form';
import { adminApi } from '../admin-api';
import { LoadState } from '../../../components/load-state';
import { AdminCard } from '../kit/admin-card';
import { adminScreen } from '../kit/admin-screen';
import { EditorNotices } from '../kit/editor/editor-notices';
import { SaveBar } from '../kit/editor/save-bar';
import { useVersionedEditor } from '../kit/editor/use-versioned-editor';
import { useWordedIssues } from '../kit/editor/use-worded-issues';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';
import { DAY_FIELDS, formValuesOf, type SettingsFormValues, settingsIssues, settingsOf } from './settings-form-values';

const ID_PREFIX = 'settings';

/** The shop settings staff edit (/admin/settings): the payment reminders' periods and fee, saved as versions. */
export const AdminSettingsPage = adminScreen('admin.settings.title', officeStaff, SettingsLoader);

function SettingsLoader() {
  const loaded = useAdminResource(() => adminApi(getAdminSettings), []);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return <SettingsEditor loaded={loaded.data} />;
}

const documentOf = (saved: AdminShopSettings) => formValuesOf(saved.settings);

function SettingsEditor({ loaded }: { loaded: AdminShopSettings }) {
  const { t, moment } = useAdminFormat();
  const issues = useWordedIssues(settingsIssues);
  const editor = useVersionedEditor({
    loaded,
    documentOf,
    issues,
    put: (saved, values) => adminApi(putAdminSettings, { body: { version: saved.version, settings: settingsOf(values) } }),
    get: () => adminApi(getAdminSettings),
    fieldIdOf: (key) => fieldId(ID_PREFIX, key),
  });
  const errors = editor.checking ? editor.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save((saved) => t('admin.settings.saved', { version: saved.version }));
  };
  const { saved } = editor;
  const field = (name: keyof SettingsFormValues, hint: string) => (
    <TextField
      key={name}
      name={name}
      idPrefix={ID_PREFIX}
      label={t(name === 'secondFee' ? 'admin.settings.secondFee' : `admin.settings.${name}`)}
      hint={hint}
      inputMode={name === 'secondFee' ? 'decimal' : 'numeric'}
      required
      value={editor.document[name]}
      messages={errors[name]}
      onChange={(value) => editor.set([name], value)}
    />
  );
  return (
    <form noValidate onSubmit={submit} aria-busy={editor.busy}>
      <p className="admin-muted" data-testid="settings-version">
        {saved.updatedAt === null
          ? t('admin.settings.defaults')
          : t('admin.settings.version', { version: saved.version, date: moment(saved.updatedAt), name: saved.updatedBy ?? '–' })}
      </p>
      <EditorNotices name="settings" editor={editor} />
      <AdminCard labelId="settings-reminders" title={t('admin.settings.reminders')} testId="settings-reminders">
        <p className="admin-muted">{t('admin.settings.remindersIntro')}</p>
        {DAY_FIELDS.map((name) => field(name, t('admin.settings.daysHint')))}
        {field('secondFee', t('admin.settings.feeHint'))}
      </AdminCard>
      <SaveBar name="settings" editor={editor} saveLabel={t('admin.settings.save')} />
    </form>
  );
}
