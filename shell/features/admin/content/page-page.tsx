import { useState } from 'react';
import { useParams } from 'react-router';
import { getAdminProducts } from '../../../../shared/api/admin-catalogue';
import { type AdminPage, getAdminPage } from '../../../../shared/api/admin-content';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { AdminDetailScreen } from '../kit/admin-screen';
import { useWording } from '../kit/editor/use-wording';
import { useAdminResource } from '../use-admin-resource';
import { PageEditor } from './page-editor';
import './content.css';

/** One content page (/admin/content/:pageId): its editor per language, preview, publishing and versions. */
export function AdminPageEditorPage() {
  const { t, locale } = useWording();
  const pageId = Number(useParams().pageId);
  const loaded = useAdminResource(async () => {
    const [page, catalogue] = await Promise.all([adminApi(getAdminPage, { params: { pageId } }), adminApi(getAdminProducts)]);
    return { page, products: catalogue.products.map(({ id, name }) => ({ id, name })) };
  }, [pageId]);
  const [saved, setSaved] = useState<AdminPage | null>(null);
  const current = saved?.id === pageId ? saved : loaded.status === 'ready' ? loaded.data.page : null;
  const title = current ? t('admin.content.edit', { title: current.content.titles[locale] }) : t('admin.content.title');
  return (
    <AdminDetailScreen title={title} roles={officeStaff} back={{ to: paths.adminContent.href(), text: 'admin.content.back' }} resource={loaded}>
      {(data) => <PageEditor key={pageId} loaded={data.page} products={data.products} onSaved={setSaved} />}
    </AdminDetailScreen>
  );
}
