import { useState } from 'react';
import { useParams } from 'react-router';
import { type AdminDesignTemplate, getAdminDesignTemplate } from '../../../../shared/api/admin-design-templates';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { AdminDetailScreen } from '../kit/admin-screen';
import { useAdminResource } from '../use-admin-resource';
import { textOf } from './path-label';
import { TemplateEditor } from './template-editor';
import { useWording } from '../kit/editor/use-wording';
import './catalogue.css';

/** One design template (/admin/design-templates/:templateId): its editor. */
export function AdminDesignTemplatePage() {
  const { t, locale } = useWording();
  const templateId = useParams().templateId ?? '';
  const loaded = useAdminResource(() => adminApi(getAdminDesignTemplate, { params: { templateId } }), [templateId]);
  const [saved, setSaved] = useState<AdminDesignTemplate | null>(null);
  const current = saved?.id === templateId ? saved : loaded.status === 'ready' ? loaded.data : null;
  const title = current ? t('admin.templates.edit', { name: textOf(current.definition.names, locale) }) : t('admin.templates.title');
  return (
    <AdminDetailScreen title={title} roles={officeStaff} back={{ to: paths.adminDesignTemplates.href(), text: 'admin.templates.back' }} resource={loaded}>
      {(data) => <TemplateEditor key={templateId} loaded={data} onSaved={setSaved} />}
    </AdminDetailScreen>
  );
}
