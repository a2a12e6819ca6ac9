import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getAdminProducts } from '../../../../shared/api/admin-catalogue';
import { type AdminPage, getAdminPage } from '../../../../shared/api/admin-content';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { StaffPage } from '../admin-layout';
import { LoadState } from '../admin-status';
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
    <StaffPage title={title} roles={officeStaff}>
      {() => (
        <>
          <p>
            <Link to={paths.adminContent.href()}>{t('admin.content.back')}</Link>
          </p>
          {loaded.status === 'ready' ? (
            <PageEditor key={pageId} loaded={loaded.data.page} products={loaded.data.products} onSaved={setSaved} />
          ) : (
            <LoadState resource={loaded} />
          )}
        </>
      )}
    </StaffPage>
  );
}
