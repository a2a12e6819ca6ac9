import { useState } from 'react';
import { useParams } from 'react-router';
import { type AdminProduct, getAdminProduct } from '../../../../shared/api/admin-catalogue';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { AdminDetailScreen } from '../kit/admin-screen';
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
    <AdminDetailScreen title={title} roles={officeStaff} back={{ to: paths.adminCatalogue.href(), text: 'admin.catalogue.back' }} resource={loaded}>
      {(data) => <ProductEditor key={productId} loaded={data} onSaved={setSaved} />}
    </AdminDetailScreen>
  );
}
