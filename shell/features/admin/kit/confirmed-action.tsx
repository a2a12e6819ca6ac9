import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../ui/intl/use-t';
import { refusalText } from './refusal-text';

interface Props {
  /** The button's text, also named in the question. */
  label: string;
  /** Does the action; what it resolves to is announced as done. */
  run: () => Promise<string>;
  /** Told the outcome after a success (a reload of the screen's data). */
  onDone?: () => void;
  testId?: string;
}

/**
 * A staff action asked twice: the button, then the question with "do it" and "cancel" (the focus
 * goes to the answer and back), then what came of it, a success or the server's reason for a refusal,
 * announced to screen readers.
 */
export function ConfirmedAction({ label, run, onDone, testId }: Props) {
  const t = useT();
  const [phase, setPhase] = useState<'idle' | 'asking' | 'busy'>('idle');
  const [outcome, setOutcome] = useState<{ text: string; ok: boolean } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phase === 'asking') confirmRef.current?.focus();
  }, [phase]);
  const act = async () => {
    setPhase('busy');
    try {
      setOutcome({ text: await run(), ok: true });
      onDone?.();
    } catch (error) {
      setOutcome({ text: refusalText(error, t), ok: false });
    } finally {
      setPhase('idle');
      startRef.current?.focus();
    }
  };
  return (
    <div className="admin-confirmed-action" data-testid={testId}>
      {phase === 'idle' ? (
        <button ref={startRef} type="button" className="button secondary" onClick={() => setPhase('asking')}>
          {label}
        </button>
      ) : (
        <p>
          <span>{t('admin.customers.confirmQuestion', { action: label })}</span>{' '}
          <button ref={confirmRef} type="button" className="button" disabled={phase === 'busy'} onClick={() => void act()}>
            {t('admin.customers.confirm')}
          </button>{' '}
          <button type="button" className="button secondary" disabled={phase === 'busy'} onClick={() => setPhase('idle')}>
            {t('admin.customers.cancel')}
          </button>
        </p>
      )}
      <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'admin-refusal' : undefined}>
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
