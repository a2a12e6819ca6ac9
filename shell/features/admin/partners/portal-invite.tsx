import { useState } from 'react';
import { postPartnerPortalInvite, postPartnerPortalInviteSchemas } from '../../../../shared/api/partner-portal';
import type { Locale } from '../../../../shared/i18n/locales';
import { FormActions, Notice, SelectField, TextField } from '../../../components/form';
import { adminApi } from '../admin-api';
import { AdminCard } from '../kit/admin-card';
import { useAdminForm } from '../kit/use-admin-form';
import { useAdminFormat } from '../kit/use-admin-format';
import { LanguageOptions } from './language-options';

const ID = 'partner-invite';

/**
 * Staff invite a person of the partner to its portal (/partner): the mail's link sets the password.
 * Unless staff pick a language, a person invited again keeps the one it chose in the portal.
 */
export function PortalInvite({ partnerId }: { partnerId: number }) {
  const { t } = useAdminFormat();
  const [values, setValues] = useState<{ email: string; language: Locale | '' }>({ email: '', language: '' });
  const [sent, setSent] = useState(false);
  const form = useAdminForm({ idPrefix: ID, order: ['email', 'language'], schema: postPartnerPortalInviteSchemas.body });
  const { language, ...rest } = values;
  const onSubmit = form.onSubmit(language === '' ? rest : { ...rest, language }, async (body) => {
    setSent(false);
    await adminApi(postPartnerPortalInvite, { params: { id: partnerId }, body });
    setValues((v) => ({ ...v, email: '' }));
    setSent(true);
  });
  return (
    <AdminCard labelId="partner-invite" title={t('admin.partners.invite.title')} testId="partner-invite">
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <p className="admin-muted">{t('admin.partners.invite.intro')}</p>
        {form.failure && <Notice kind="error">{form.failure}</Notice>}
        {sent && <Notice kind="success">{t('admin.partners.invite.sent')}</Notice>}
        <TextField
          {...form.field('email')}
          label={t('admin.partners.invite.email')}
          type="email"
          required
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
        />
        <SelectField
          idPrefix={ID}
          name="language"
          label={t('admin.partners.invite.language')}
          value={values.language}
          onChange={(value) => setValues((v) => ({ ...v, language: value as Locale | '' }))}
        >
          <option value="">{t('admin.partners.invite.ownLanguage')}</option>
          <LanguageOptions />
        </SelectField>
        <FormActions busy={form.busy} submit={t('admin.partners.invite.send')} />
      </form>
    </AdminCard>
  );
}
