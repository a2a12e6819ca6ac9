import type { Resource } from '../../lib/use-resource';
import { useIntl } from '../../../ui/intl/intl-provider';

/** What a page shows while its data loads or after it failed (with a way to try again). */
export function LoadState({ resource }: { resource: Exclude<Resource<unknown>, { status: 'ready' }> }) {
  const intl = useIntl();
  if (resource.status === 'loading')
    return (
      <p className="admin-loading" role="status">
        {intl.formatMessage({ id: 'admin.loading' })}
      </p>
    );
  return (
    <div className="admin-refusal" role="alert">
      <p>{intl.formatMessage({ id: 'admin.loadFailed' })}</p>
      <button type="button" className="button secondary" onClick={resource.retry}>
        {intl.formatMessage({ id: 'admin.retry' })}
      </button>
    </div>
  );
}
