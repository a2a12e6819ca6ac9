import { useState } from 'react';
import { type AuditChainCheck, verifyAuditLog } from '../../../shared/api/audit';
import { adminApi } from './admin-api';
import { useWording } from './kit/editor/use-wording';

type Outcome = { kind: 'checked'; check: AuditChainCheck } | { kind: 'failed' };

/**
 * The owner's check of the log's hash chain: a button, and the result in a live region (read out
 * when it arrives), naming the first entry that was edited, removed before or inserted from outside.
 */
export function AuditVerify() {
  const { t } = useWording();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const verify = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'checked', check: await adminApi(verifyAuditLog) });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };
  const broken = outcome?.kind === 'failed' || (outcome?.kind === 'checked' && !outcome.check.ok);
  const message =
    outcome === null
      ? ''
      : outcome.kind === 'failed'
        ? t('admin.loadFailed')
        : outcome.check.ok
          ? t('admin.audit.verify.ok', { count: outcome.check.checked })
          : t(`admin.audit.verify.${outcome.check.reason ?? 'edited'}`, { id: outcome.check.firstBrokenId ?? 0, count: outcome.check.checked });
  return (
    <div className="admin-audit-verify">
      <button type="button" className="button secondary" disabled={busy} aria-busy={busy} onClick={() => void verify()}>
        {t('admin.audit.verify')}
      </button>
      <p role={broken ? 'alert' : 'status'} className={broken ? 'admin-refusal' : undefined} data-testid="admin-audit-verify-result">
        {message}
      </p>
    </div>
  );
}
