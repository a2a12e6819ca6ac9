import { useIntl } from '../../ui/intl/intl-provider';
import { useStepGo } from './step-go';
import { type Step, steps } from '../../shared/domain/configurator/steps';

export function StepNav({ current, onGo, onRestart }: { current: Step; onGo: (step: Step) => void; onRestart: () => void }) {
  const intl = useIntl();
  const { go, waitingFor, pending, index } = useStepGo(current, onGo);
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
        {/* On phones the bottom bar holds it (configurator.css), within reach wherever the step is scrolled. */}
        <NextStepButton current={current} onGo={onGo} />
      </div>
      <p className="upload-wait" role="status" data-testid="upload-wait">
        {waitingFor !== null && pending > 0 ? intl.formatMessage({ id: 'images.upload.pending' }, { count: pending }) : ''}
      </p>
    </nav>
  );
}

/** The step's way on: the next step (none on the last, whose action is the basket's or the host's). */
export function NextStepButton({ current, onGo }: { current: Step; onGo: (step: Step) => void }) {
  const intl = useIntl();
  const { go, waitingFor, index } = useStepGo(current, onGo);
  if (index >= steps.length - 1) return null;
  return (
    <button type="button" className="primary next-step" aria-busy={waitingFor !== null} onClick={() => void go(steps[index + 1] as Step)}>
      {intl.formatMessage({ id: 'configurator.steps.next' })}
    </button>
  );
}
