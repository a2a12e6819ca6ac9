import { Link } from 'react-router';
import { getAdminProducts } from '../../../../shared/api/admin-catalogue';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { formatMoment } from '../admin-dates';
import { adminScreen } from '../kit/admin-screen';
import { LoadState } from '../admin-status';
import { useAdminResource } from '../use-admin-resource';
import { useWording } from '../kit/editor/use-wording';
import '../kit/list/list-table.css';

/** The catalogue (/admin/catalogue): every product with its current version, who saved it and when. */
export const AdminCataloguePage = adminScreen('admin.catalogue.title', officeStaff, ProductList);

function ProductList() {
  const { t, locale } = useWording();
  const products = useAdminResource(() => adminApi(getAdminProducts), [locale]);
  if (products.status !== 'ready') return <LoadState resource={products} />;
  return (
    <>
      <p className="admin-muted">{t('admin.catalogue.intro')}</p>
      <table className="list-table" data-testid="catalogue-products">
        <thead>
          <tr>
            <th scope="col">{t('admin.catalogue.product')}</th>
            <th scope="col">{t('admin.catalogue.version')}</th>
            <th scope="col">{t('admin.catalogue.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {products.data.products.map((product) => (
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
          ))}
        </tbody>
      </table>
    </>
  );
}
