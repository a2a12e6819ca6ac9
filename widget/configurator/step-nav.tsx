import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useIntl } from '../lib/intl/intl-provider';
import { runningUploadsAtom, uploadsSettledAtom } from '../state/upload-atoms';
import { type Step, steps } from './steps';

export function StepNav({ current, onGo, onRestart }: { current: Step; onGo: (step: Step) => void; onRestart: () => void }) {
  const intl = useIntl();
  const index = steps.indexOf(current);
  const pending = useAtomValue(runningUploadsAtom).length;
  const settled = useSetAtom(uploadsSettledAtom);
  // A step ahead asked for while photos upload: the design needs them, so it opens once they are in.
  const [waitingFor, setWaitingFor] = useState<Step | null>(null);
  // The last step asked for: a later click (back, say) wins over a wait still running.
  const wanted = useRef<Step | null>(null);
  const go = async (step: Step) => {
    wanted.current = step;
    if (pending === 0 || steps.indexOf(step) <= index) {
      setWaitingFor(null);
      onGo(step);
      return;
    }
    setWaitingFor(step);
    await settled();
    if (wanted.current !== step) return;
    setWaitingFor(null);
    onGo(step);
  };
  return (
    <nav className="step-nav" part="steps" aria-label={intl.formatMessage({ id: 'configurator.steps.label' })}>
      <button type="button" className="link" onClick={onRestart}>
        {intl.formatMessage({ id: 'configurator.steps.otherProduct' })}
      </button>
      <ol>
        {steps.map((step, i) => (
          <li key={step}>
            <button type="button" aria-current={step === current ? 'step' : undefined} onClick={() => void go(step)}>
              <span className="step-number">{i + 1}</span> {intl.formatMessage({ id: `configurator.steps.${step}` })}
            </button>
          </li>
        ))}
      </ol>
      <div className="step-buttons">
        {index > 0 && (
          <button type="button" onClick={() => void go(steps[index - 1] as Step)}>
            {intl.formatMessage({ id: 'configurator.steps.back' })}
          </button>
        )}
        {index < steps.length - 1 && (
          <button type="button" className="primary" aria-busy={waitingFor !== null} onClick={() => void go(steps[index + 1] as Step)}>
            {intl.formatMessage({ id: 'configurator.steps.next' })}
          </button>
        )}
      </div>
      <p className="upload-wait" role="status" data-testid="upload-wait">
        {waitingFor !== null && pending > 0 ? intl.formatMessage({ id: 'images.upload.pending' }, { count: pending }) : ''}
      </p>
    </nav>
  );
}
