import { Link } from 'react-router';
import { getAdminProducts } from '../../../../shared/api/admin-catalogue';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { formatMoment } from '../admin-dates';
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
      renderRow={(product) => (
        <tr key={product.id} data-product-id={product.id}>
          <th scope="row">
            <Link to={paths.adminProduct.href(product.id)} aria-label={t('admin.catalogue.edit', { name: product.name })}>
              {product.name}
            </Link>
            {!product.active && <span className="admin-muted"> ({t('admin.catalogue.inactive')})</span>}
          </th>
          <td>{product.version}</td>
          <td>
            {formatMoment(locale, product.updatedAt)}
            <span className="admin-muted"> · {product.updatedBy ?? t('admin.catalogue.seeded')}</span>
          </td>
        </tr>
      )}
    />
  );
}
