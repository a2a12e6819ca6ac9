import { useIntl } from 'react-intl';

/** Image selection and design arrive with the image pipeline; until then the step says so. */
export function StepPending() {
  const intl = useIntl();
  return <p className="step-pending">{intl.formatMessage({ id: 'configurator.next.imagesPending' })}</p>;
}
