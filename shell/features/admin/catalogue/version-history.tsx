import { useState } from 'react';
import { ColumnHeads } from '../../../components/column-heads';
import { type AdminProduct, getAdminProductVersion, type ProductVersionView } from '../../../../shared/api/admin-catalogue';
import { adminApi } from '../admin-api';
import { formatMoment } from '../admin-dates';
import { LoadState } from '../../../components/load-state';
import { useAdminResource } from '../use-admin-resource';
import { describePath, describeValue } from './path-label';
import { useWording } from '../kit/editor/use-wording';
import { AdminCard } from '../kit/admin-card';

/** Every version of the product, newest first, with who saved it and when; a chosen one shows what it changed, before and after. */
export function VersionHistory({ product }: { product: AdminProduct }) {
  const { t, locale } = useWording();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <AdminCard id="catalogue-history" labelId="catalogue-history-title" title={t('admin.catalogue.section.history')} wide className="catalogue-history">
      <p className="admin-muted">{t('admin.catalogue.history.intro')}</p>
      <ol className="catalogue-versions" data-testid="catalogue-versions">
        {product.versions.map((version) => {
          const shown = open === version.version;
          return (
            <li key={version.version} className="catalogue-version">
              <div className="catalogue-version-head">
                <strong>{t('admin.catalogue.history.entry', { version: version.version })}</strong>
                {version.version === product.version && <span className="admin-status admin-status-paid">{t('admin.catalogue.history.current')}</span>}
                <span>{formatMoment(locale, version.createdAt)}</span>
                <span className="admin-muted">{version.staffName ?? t('admin.catalogue.seeded')}</span>
                <button
                  type="button"
                  className="button secondary"
                  aria-expanded={shown}
                  aria-controls={`catalogue-version-${version.version}`}
                  onClick={() => setOpen(shown ? null : version.version)}
                >
                  {t('admin.catalogue.history.show', { version: version.version })}
                </button>
              </div>
              {shown && (
                <div id={`catalogue-version-${version.version}`}>
                  <VersionChanges productId={product.id} version={version.version} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </AdminCard>
  );
}

function VersionChanges({ productId, version }: { productId: string; version: number }) {
  const loaded = useAdminResource(() => adminApi(getAdminProductVersion, { params: { productId, version } }), [productId, version]);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return <ChangeTable view={loaded.data} />;
}

function ChangeTable({ view }: { view: ProductVersionView }) {
  const wording = useWording();
  const { t } = wording;
  if (view.previousDefinition === null) return <p>{t('admin.catalogue.history.first')}</p>;
  const value = (v: unknown) => describeValue(v, wording, wording.number);
  return (
    <table className="catalogue-changes" data-testid="catalogue-changes">
      <caption>{t('admin.catalogue.history.changesOf', { version: view.version })}</caption>
      <ColumnHeads columns={[t('admin.catalogue.history.field'), t('admin.catalogue.history.before'), t('admin.catalogue.history.after')]} />
      <tbody>
        {view.changes.map((change) => {
          const removed = change.after === undefined;
          return (
            <tr key={change.path.join('.')}>
              <th scope="row">{describePath(removed ? view.previousDefinition : view.definition, change.path, wording)}</th>
              <td>
                <span className="catalogue-cell-label">{t('admin.catalogue.history.before')}</span>
                {change.before === undefined ? t('admin.catalogue.history.added') : value(change.before)}
              </td>
              <td>
                <span className="catalogue-cell-label">{t('admin.catalogue.history.after')}</span>
                {removed ? t('admin.catalogue.history.removed') : value(change.after)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
