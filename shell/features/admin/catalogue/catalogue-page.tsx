import { getAdminProducts } from '../../../../shared/api/admin-catalogue';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { adminScreen } from '../kit/admin-screen';
import { useAdminResource } from '../use-admin-resource';
import { useWording } from '../kit/editor/use-wording';
import { ListTable } from '../kit/list/list-table';

/** The catalogue (/admin/catalogue): every product with its current version, who saved it and when. */
export const AdminCataloguePage = adminScreen('admin.catalogue.title', officeStaff, ProductList);

function ProductList() {
  const { t, locale } = useWording();
  const products = useAdminResource(() => adminApi(getAdminProducts), [locale]);
  return (
    <ListTable
      resource={products}
      intro={t('admin.catalogue.intro')}
      columns={[t('admin.catalogue.product'), t('admin.catalogue.version'), t('admin.catalogue.updated')]}
      rowsOf={(data) => data.products}
      testId="catalogue-products"
      rowOf={(product) => ({
        key: product.id,
        edit: { to: paths.adminProduct.href(product.id), label: t('admin.catalogue.edit', { name: product.name }), text: product.name },
        note: !product.active && <span className="admin-muted"> ({t('admin.catalogue.inactive')})</span>,
        updatedAt: product.updatedAt,
        updatedBy: product.updatedBy,
      })}
      renderCells={(product) => <td>{product.version}</td>}
      seeded={t('admin.catalogue.seeded')}
    />
  );
}
