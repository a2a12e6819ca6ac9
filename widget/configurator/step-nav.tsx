import { useIntl } from 'react-intl';
import { type Step, steps } from './steps';

export function StepNav({ current, onGo, onRestart }: { current: Step; onGo: (step: Step) => void; onRestart: () => void }) {
  const intl = useIntl();
  const index = steps.indexOf(current);
  return (
    <nav className="step-nav" aria-label={intl.formatMessage({ id: 'configurator.steps.label' })}>
      <button type="button" className="link" onClick={onRestart}>
        {intl.formatMessage({ id: 'configurator.steps.otherProduct' })}
      </button>
      <ol>
        {steps.map((step, i) => (
          <li key={step}>
            <button type="button" aria-current={step === current ? 'step' : undefined} onClick={() => onGo(step)}>
              <span className="step-number">{i + 1}</span> {intl.formatMessage({ id: `configurator.steps.${step}` })}
            </button>
          </li>
        ))}
      </ol>
      <div className="step-buttons">
        {index > 0 && (
          <button type="button" onClick={() => onGo(steps[index - 1] as Step)}>
            {intl.formatMessage({ id: 'configurator.steps.back' })}
          </button>
        )}
        {index < steps.length - 1 && (
          <button type="button" className="primary" onClick={() => onGo(steps[index + 1] as Step)}>
            {intl.formatMessage({ id: 'configurator.steps.next' })}
          </button>
        )}
      </div>
    </nav>
  );
}
