import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type AdminPage, deleteAdminPage } from '../../../../shared/api/admin-content';
import { OverlayWindow } from '../../../components/overlay/overlay-window';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { useWording } from '../kit/editor/use-wording';
import { refusalText } from '../kit/refusal-text';
import { AdminCard } from '../kit/admin-card';

/** What the pages list shows after a deletion (react-router's location state). */
export interface PageDeletedState {
  deletedTitle: string;
}

/**
 * Deleting the page: asked again in a dialog that names it, because a deleted page cannot be
 * brought back. The server's refusal (the navigation links to the page) goes to the editor's own
 * status line; a page the shop needs has no button, only the reason.
 */
export function PageDeletion({ page, onRefused }: { page: AdminPage; onRefused: (message: string) => void }) {
  const { t, locale } = useWording();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = page.content.titles[locale];

  const remove = async () => {
    setBusy(true);
    try {
      await adminApi(deleteAdminPage, { params: { pageId: page.id } });
      const state: PageDeletedState = { deletedTitle: title };
      void navigate(paths.adminContent.href(), { state });
    } catch (error) {
      setAsking(false);
      onRefused(refusalText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminCard labelId="content-deletion-title" title={t('admin.content.delete')} className="content-deletion" testId="content-deletion">
      {page.required ? (
        <p className="admin-muted">{t('admin.content.delete.required')}</p>
      ) : (
        <div className="content-item-actions">
          <button type="button" className="button secondary content-delete" onClick={() => setAsking(true)}>
            {t('admin.content.delete')}
          </button>
        </div>
      )}
      <OverlayWindow
        open={asking}
        onClose={() => !busy && setAsking(false)}
        title={t('admin.content.delete.title', { title })}
        className="content-delete-confirm"
        footer={
          <>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('admin.content.delete.cancel')}
            </button>
            <button type="button" className="button primary content-delete" disabled={busy} aria-busy={busy} onClick={() => void remove()}>
              {t(busy ? 'admin.content.delete.deleting' : 'admin.content.delete.confirm')}
            </button>
          </>
        }
      >
        <p>{t('admin.content.delete.explain')}</p>
      </OverlayWindow>
    </AdminCard>
  );
}
