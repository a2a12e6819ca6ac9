import type { Preflight } from '../../../shared/api/preflight';
import { useT } from '../../../ui/intl/use-t';
import { CopyButton } from '../../components/copy-button';

/** Enough of the hash to tell two files apart at a glance; the whole one is there to copy. */
const SHORT_HASH = 12;

/** The measured values worth a look even when every check passed: each cell's effective resolution, the ink coverage, the printing condition. */
function PreflightFigures({ checks }: Pick<Preflight, 'checks'>) {
  const t = useT();
  const figures = checks.flatMap((check) => {
    if (check.id === 'resolution') return [t('admin.production.preflight.figure.dpi', check.values)];
    if (check.id === 'inkCoverage') return [t('admin.production.preflight.figure.ink', check.values)];
    if (check.id === 'outputIntent') return [t('admin.production.preflight.figure.condition', check.values)];
    return [];
  });
  if (figures.length === 0) return null;
  return (
    <ul className="admin-preflight-figures" aria-label={t('admin.production.preflight.figures')}>
      {figures.map((figure, index) => (
        <li key={index}>{figure}</li>
      ))}
    </ul>
  );
}

/** A print file's preflight for the workshop: passed, or each failed check with its values; the file's SHA-256, shortened, the whole one to copy. */
export function ProductionPreflight({ preflight }: { preflight: Preflight }) {
  const t = useT();
  const failed = preflight.checks.filter((check) => !check.ok);
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
      <PreflightFigures checks={preflight.checks} />
      <details className="admin-raw">
        <summary>
          {t('admin.production.preflight.sha256')}: <code>{preflight.sha256.slice(0, SHORT_HASH)}…</code>
        </summary>
        <code className="admin-preflight-hash" data-testid="preflight-sha256">
          {preflight.sha256}
        </code>{' '}
        <CopyButton text={preflight.sha256} label={t('admin.production.preflight.copy')} copied={t('admin.production.preflight.copied')} />
      </details>
    </div>
  );
}
