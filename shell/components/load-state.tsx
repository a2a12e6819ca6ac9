import { useT } from '../../ui/intl/use-t';
import type { Resource } from '../lib/use-resource';
import './load-state.css';

/** What a page shows while its data loads or after it failed (with a way to try again). */
export function LoadState({ resource }: { resource: Exclude<Resource<unknown>, { status: 'ready' }> }) {
  const t = useT();
  if (resource.status === 'loading') return <p role="status">{t('loadState.loading')}</p>;
  return (
    <div className="load-failed" role="alert">
      <p>{t('loadState.failed')}</p>
      <button type="button" className="button secondary" onClick={resource.retry}>
        {t('loadState.retry')}
      </button>
    </div>
  );
}
