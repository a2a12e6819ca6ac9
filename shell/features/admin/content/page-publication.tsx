import { formatMoment } from '../admin-dates';
import { useWording } from '../kit/editor/use-wording';
import type { PageEditor } from './use-page-editor';
import { AdminCard } from '../kit/admin-card';

/** Whether and which version the shop shows, the button that changes it, and every saved version with who saved it. */
export function PagePublication({ editor }: { editor: PageEditor }) {
  const { t, locale } = useWording();
  const page = editor.saved;
  const live = page.published && page.publishedVersion !== null;
  const behind = live && page.publishedVersion !== page.version;
  const state = !page.published
    ? t(page.publishedVersion === null ? 'admin.content.publication.never' : 'admin.content.publication.off')
    : page.publishedAt && page.publishedBy
      ? t('admin.content.publication.live', { version: page.publishedVersion ?? 0, date: formatMoment(locale, page.publishedAt), name: page.publishedBy })
      : t('admin.content.publication.liveSeeded', { version: page.publishedVersion ?? 0 });
  return (
    <>
      <AdminCard labelId="content-publication-title" title={t('admin.content.publication')} className="content-publication" testId="content-publication">
        <p>{state}</p>
        {behind && <p>{t('admin.content.publication.behind', { version: page.version })}</p>}
        {editor.pending && <p className="admin-muted">{t('admin.content.publication.saveFirst')}</p>}
        {page.published && page.required && <p className="admin-muted">{t('admin.content.unpublish.required')}</p>}
        <div className="content-item-actions">
          {(!page.published || behind) && (
            <button type="button" className="button primary" disabled={editor.busy || editor.pending} onClick={() => void editor.publish(true)}>
              {t('admin.content.publish', { version: page.version })}
            </button>
          )}
          {page.published && !page.required && (
            <button type="button" className="button secondary" disabled={editor.busy} onClick={() => void editor.publish(false)}>
              {t('admin.content.unpublish')}
            </button>
          )}
          {page.published && (
            <a href={`/${locale}${page.publishedSlugs[locale] ? `/${page.publishedSlugs[locale]}` : ''}`} target="_blank" rel="noreferrer">
              {t('admin.content.view')}
            </a>
          )}
        </div>
      </AdminCard>
      <AdminCard labelId="content-history-title" title={t('admin.content.history')} testId="content-history">
        <ol className="content-history">
          {page.history.map((entry) => (
            <li key={entry.version}>
              <strong>{t('admin.content.history.entry', { version: entry.version })}</strong> · {formatMoment(locale, entry.createdAt)} ·{' '}
              {entry.staffName ?? t('admin.content.seeded')}
              {live && entry.version === page.publishedVersion && <span className="content-live"> · {t('admin.content.history.live')}</span>}
            </li>
          ))}
        </ol>
      </AdminCard>
    </>
  );
}
