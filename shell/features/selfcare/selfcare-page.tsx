import { useIntl } from 'react-intl';
import { usePageTitle } from '../../lib/use-page-title';
import { PlaceholderPage } from '../placeholder/placeholder-page';

/** /selfcare: the customer's self-service (built by the accounts feature); says what it will hold. */
export function SelfcarePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.selfcare.title' });
  usePageTitle(title);
  return <PlaceholderPage testId="selfcare" title={title} text={intl.formatMessage({ id: 'page.selfcare.text' })} />;
}
