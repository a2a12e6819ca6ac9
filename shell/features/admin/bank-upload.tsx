import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANK_FILE_MAX_CHARS, type BankImportResult, postBankFile } from '../../../shared/api/bank-payments';
import { ApiError } from '../../../shared/api/client';
import { V } from '../../../shared/api/selfcare-fields';
import type { MessageKey } from '../../../shared/i18n/messages';
import { errorId, FieldFrame, fieldId, FormActions, invalidProps, Notice, useSubmitGuard } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApiOver } from './admin-api';
import { uploadingTransport } from './upload-progress';
import { useT } from '../../../ui/intl/use-t';
import { useAdminFormat } from './kit/use-admin-format';
import { AdminCard } from './kit/admin-card';

const ID = 'bank-upload';

type Phase = { kind: 'idle' } | { kind: 'sending'; percent: number | null } | { kind: 'importing' };

/** The camt.054 upload: the file goes up with its progress shown, then the import's result, credit by credit. */
export function BankUpload({ onImported }: { onImported: () => void }) {
  const { t, chf } = useAdminFormat();
  const input = useRef<HTMLInputElement>(null);
  const guard = useSubmitGuard();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ filename: string; data: BankImportResult } | null>(null);
  // The field is disabled while the upload runs: the keyboard goes to its refusal once it is enabled again.
  const focusFile = useRef(false);
  useEffect(() => {
    if (!focusFile.current || guard.busy) return;
    focusFile.current = false;
    input.current?.focus();
  }, [guard.busy]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setFailure(null);
    setFieldError(null);
    if (!file) return refuse(V.required);
    if (file.size > BANK_FILE_MAX_CHARS * 4) return refuse('admin.bank.fileTooLarge');
    void guard.run(async () => {
      setResult(null);
      setPhase({ kind: 'sending', percent: 0 });
      try {
        const content = await file.text();
        if (content.length > BANK_FILE_MAX_CHARS) return refuse('admin.bank.fileTooLarge');
        const upload = adminApiOver(
          uploadingTransport((sent, total) =>
            setPhase(sent >= total && total > 0 ? { kind: 'importing' } : { kind: 'sending', percent: total ? Math.round((100 * sent) / total) : null }),
          ),
        );
        const data = await upload(postBankFile, { body: { filename: file.name.slice(0, 200) || 'camt054.xml', content } });
        setResult({ filename: file.name, data });
        if (input.current) input.current.value = '';
        onImported();
      } catch (error) {
        // A file refused (422: the reason, and the payment at fault, nothing of it booked) is the file field's fault.
        if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
          setFieldError(error.message);
          focusFile.current = true;
        } else setFailure(error instanceof ApiError ? error.message : t('admin.bank.uploadFailed'));
      } finally {
        setPhase({ kind: 'idle' });
      }
    });
  };
  function refuse(key: MessageKey) {
    setFieldError(t(key));
    focusFile.current = true;
    // Refused before the upload started: the field is enabled, so the keyboard goes there at once.
    if (input.current && !input.current.disabled) {
      focusFile.current = false;
      input.current.focus();
    }
  }

  const messages = fieldError ? [fieldError] : undefined;
  return (
    <AdminCard labelId="bank-upload-title" title={t('admin.bank.uploadTitle')} wide>
      <form className="account-form admin-upload" noValidate onSubmit={onSubmit} aria-busy={guard.busy}>
        {failure && <Notice kind="error">{failure}</Notice>}
        <FieldFrame id={fieldId(ID, 'file')} errorId={errorId(ID, 'file')} label={t('admin.bank.file')} required messages={messages}>
          <p className="account-note" id={`${ID}-file-hint`}>
            {t('admin.bank.fileHint')}
          </p>
          <input
            ref={input}
            id={fieldId(ID, 'file')}
            name="file"
            type="file"
            accept=".xml,application/xml,text/xml"
            required
            disabled={guard.busy}
            {...invalidProps(ID, 'file', messages)}
            aria-describedby={[`${ID}-file-hint`, invalidProps(ID, 'file', messages)['aria-describedby']].filter(Boolean).join(' ')}
          />
        </FieldFrame>
        <FormActions busy={guard.busy} submit={t(guard.busy ? 'admin.bank.uploading' : 'admin.bank.upload')} />
        <UploadProgress phase={phase} />
      </form>
      {result && <ImportResult filename={result.filename} result={result.data} chf={(rappen) => chf(rappen)} />}
    </AdminCard>
  );
}

function UploadProgress({ phase }: { phase: Phase }) {
  const intl = useIntl();
  const label =
    phase.kind === 'sending'
      ? intl.formatMessage({ id: 'admin.bank.sending' }, { percent: phase.percent ?? 0 })
      : phase.kind === 'importing'
        ? intl.formatMessage({ id: 'admin.bank.importing' })
        : '';
  return (
    <div className="admin-progress" data-testid="bank-upload-progress">
      {phase.kind !== 'idle' && (
        <progress
          id={`${ID}-progress`}
          max={100}
          aria-label={label}
          {...(phase.kind === 'sending' && phase.percent !== null ? { value: phase.percent } : {})}
        />
      )}
      <p role="status" className={phase.kind === 'idle' ? 'visually-hidden' : 'admin-muted'}>
        {label}
      </p>
    </div>
  );
}

function ImportResult({ filename, result, chf }: { filename: string; result: BankImportResult; chf: (rappen: number) => string }) {
  const t = useT();
  const paid = result.credits.filter((credit) => credit.outcome === 'paid');
  const waiting = result.credits.filter((credit) => credit.outcome !== 'paid' && credit.decision === null);
  return (
    <div className="admin-import-result" data-testid="bank-import-result">
      <h3>{t('admin.bank.resultTitle', { filename })}</h3>
      {result.alreadyImported ? (
        <Notice kind="error">{t('admin.bank.alreadyImported')}</Notice>
      ) : (
        <Notice kind="success">{t('admin.bank.resultSummary', { count: result.credits.length, paid: paid.length, open: waiting.length })}</Notice>
      )}
      {result.credits.length > 0 && (
        <ul className="admin-result-list">
          {result.credits.map((credit) => (
            <li key={credit.id}>
              <strong>{chf(credit.amountRappen)}</strong>
              {credit.debtorName && ` · ${credit.debtorName}`} ·{' '}
              {credit.outcome === 'paid' && credit.order ? (
                <>
                  {t('admin.bank.paidOrder')} <Link to={paths.adminOrder.href(credit.order.id)}>{credit.order.number}</Link>
                </>
              ) : (
                <>
                  {t(`admin.bank.outcome.${credit.outcome}`)}
                  {credit.decision === null ? ` – ${t('admin.bank.waits')}` : ` – ${t(`admin.bank.decision.${credit.decision}`)}`}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
