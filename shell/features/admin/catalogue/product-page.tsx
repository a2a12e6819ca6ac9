import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type AdminProduct, getAdminProduct } from '../../../../shared/api/admin-catalogue';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { StaffPage } from '../admin-layout';
import { LoadState } from '../admin-status';
import { useAdminResource } from '../use-admin-resource';
import { textOf } from './path-label';
import { ProductEditor } from './product-editor';
import { useWording } from '../kit/editor/use-wording';
import './catalogue.css';

/** One product of the catalogue (/admin/catalogue/:productId): its editor, preview and versions. */
export function AdminProductPage() {
  const { t, locale } = useWording();
  const productId = useParams().productId ?? '';
  const loaded = useAdminResource(() => adminApi(getAdminProduct, { params: { productId } }), [productId]);
  const [saved, setSaved] = useState<AdminProduct | null>(null);
  const current = saved?.id === productId ? saved : loaded.status === 'ready' ? loaded.data : null;
  const title = current ? t('admin.catalogue.edit', { name: textOf(current.definition.name, locale) }) : t('admin.catalogue.title');
  return (
    <StaffPage title={title} roles={officeStaff}>
      {() => (
        <>
          <p>
            <Link to={paths.adminCatalogue.href()}>{t('admin.catalogue.back')}</Link>
          </p>
          {loaded.status === 'ready' ? <ProductEditor key={productId} loaded={loaded.data} onSaved={setSaved} /> : <LoadState resource={loaded} />}
        </>
      )}
    </StaffPage>
  );
}
