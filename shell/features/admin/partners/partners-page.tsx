import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getAdminPartners, NewPartner, postAdminPartner } from '../../../../shared/api/admin-partners';
import type { Locale } from '../../../../shared/i18n/locales';
import { FormActions, Notice, SelectField, TextField } from '../../../components/form';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { rolesOf } from '../admin-nav';
import { AdminCard } from '../kit/admin-card';
import { adminScreen } from '../kit/admin-screen';
import { useWording } from '../kit/editor/use-wording';
import { ListTable } from '../kit/list/list-table';
import { useAdminForm } from '../kit/use-admin-form';
import { useAdminResource } from '../use-admin-resource';
import { LanguageOptions } from './language-options';
import './partners.css';

/** The partner sites that embed the configurator (/admin/partners): each with its origins, who saved it and when; a new one below. */
export const AdminPartnersPage = adminScreen('admin.partners.title', rolesOf(getAdminPartners), PartnerList);

function PartnerList() {
  const { t } = useWording();
  const partners = useAdminResource(() => adminApi(getAdminPartners), []);
  return (
    <>
      <ListTable
        resource={partners}
        intro={t('admin.partners.intro')}
        columns={[t('admin.partners.partner'), t('admin.partners.originsColumn'), t('admin.partners.updated')]}
        rowsOf={(data) => data.partners}
        testId="admin-partners"
        className="admin-partners-table"
        rowOf={(partner) => ({
          key: partner.id,
          edit: { to: paths.adminPartner.href(partner.id), label: t('admin.partners.edit', { name: partner.name }), text: partner.name },
          note: !partner.active && <span className="admin-muted"> ({t('admin.partners.inactive')})</span>,
          updatedAt: partner.updatedAt,
          updatedBy: partner.updatedBy,
        })}
        renderCells={(partner) => <td>{partner.origins.length > 0 ? partner.origins.join(', ') : t('admin.partners.noOrigins')}</td>}
        seeded={t('admin.partners.seeded')}
      />
      <NewPartnerForm />
    </>
  );
}

const ID_PREFIX = 'new-partner';

/** A partner is added with its name and contact; the rest is edited on its own screen, where this leads. */
function NewPartnerForm() {
  const { t, locale } = useWording();
  const navigate = useNavigate();
  const [values, setValues] = useState<{ name: string; contactEmail: string; language: Locale }>({ name: '', contactEmail: '', language: locale });
  const form = useAdminForm({ idPrefix: ID_PREFIX, order: ['name', 'contactEmail', 'language'], schema: NewPartner });
  const onSubmit = form.onSubmit(values, async (body) => {
    const created = await adminApi(postAdminPartner, { body });
    await navigate(paths.adminPartner.href(created.id));
  });
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <AdminCard labelId="new-partner" title={t('admin.partners.new')} testId="admin-partner-new">
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {form.failure && <Notice kind="error">{form.failure}</Notice>}
        <TextField {...form.field('name')} label={t('admin.partners.name')} required value={values.name} onChange={set('name')} />
        <TextField
          {...form.field('contactEmail')}
          type="email"
          label={t('admin.partners.contactEmail')}
          required
          value={values.contactEmail}
          onChange={set('contactEmail')}
        />
        <SelectField {...form.field('language')} label={t('admin.partners.language')} value={values.language} onChange={set('language')}>
          <LanguageOptions />
        </SelectField>
        <FormActions busy={form.busy} submit={t('admin.partners.create')} testId="admin-partner-create" />
      </form>
    </AdminCard>
  );
}
