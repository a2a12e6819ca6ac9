import { getAdminDesignTemplates } from '../../../../shared/api/admin-design-templates';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { adminScreen } from '../kit/admin-screen';
import { useAdminResource } from '../use-admin-resource';
import { useWording } from '../kit/editor/use-wording';
import { ListTable } from '../kit/list/list-table';

/** The design templates (/admin/design-templates): each with its orientation, current version, who saved it and when. */
export const AdminDesignTemplatesPage = adminScreen('admin.templates.title', officeStaff, TemplateList);

function TemplateList() {
  const { t, locale } = useWording();
  const templates = useAdminResource(() => adminApi(getAdminDesignTemplates), [locale]);
  return (
    <ListTable
      resource={templates}
      intro={t('admin.templates.intro')}
      columns={[t('admin.templates.template'), t('admin.templates.orientation'), t('admin.catalogue.version'), t('admin.catalogue.updated')]}
      rowsOf={(data) => data.templates}
      testId="design-templates"
      rowOf={(template) => ({
        key: template.id,
        edit: { to: paths.adminDesignTemplate.href(template.id), label: t('admin.templates.edit', { name: template.name }), text: template.name },
        note: !template.active && <span className="admin-muted"> ({t('admin.catalogue.inactive')})</span>,
        updatedAt: template.updatedAt,
        updatedBy: template.updatedBy,
      })}
      renderCells={(template) => (
        <>
          <td>{t(`admin.templates.orientation.${template.orientation}`)}</td>
          <td>{template.version}</td>
        </>
      )}
      seeded={t('admin.catalogue.seeded')}
    />
  );
}
