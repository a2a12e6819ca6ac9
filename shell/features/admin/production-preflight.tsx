import { useState } from 'react';
import type { Preflight } from '../../../shared/api/preflight';
import { useT } from '../../../ui/intl/use-t';

/** Enough of the hash to tell two files apart at a glance; the whole one is there to copy. */
const SHORT_HASH = 12;

/** A print file's preflight for the workshop: passed, or each failed check with its values; the file's SHA-256, shortened, the whole one to copy. */
export function ProductionPreflight({ preflight }: { preflight: Preflight }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const failed = preflight.checks.filter((check) => !check.ok);
  const copy = () =>
    void navigator.clipboard?.writeText(preflight.sha256).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="admin-preflight" data-testid="production-preflight" data-passed={preflight.passed}>
      <p className={preflight.passed ? 'admin-preflight-passed' : 'admin-print-error'}>
        {preflight.passed ? t('admin.production.preflight.passed') : t('admin.production.preflight.failed', { count: failed.length })}
      </p>
      {failed.length > 0 && (
        <ul className="admin-preflight-checks">
          {failed.map((check, index) => (
            <li key={index} data-check={check.id}>
              {t(`admin.production.preflight.${check.id}`, check.values)}
            </li>
          ))}
        </ul>
      )}
      <details className="admin-raw">
        <summary>
          {t('admin.production.preflight.sha256')}: <code>{preflight.sha256.slice(0, SHORT_HASH)}…</code>
        </summary>
        <code className="admin-preflight-hash" data-testid="preflight-sha256">
          {preflight.sha256}
        </code>{' '}
        <button type="button" className="button secondary" onClick={copy}>
          {t('admin.production.preflight.copy')}
        </button>{' '}
        <span role="status">{copied ? t('admin.production.preflight.copied') : ''}</span>
      </details>
    </div>
  );
}
