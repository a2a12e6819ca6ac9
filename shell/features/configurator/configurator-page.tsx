import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/use-locale';

// The widget's configurator, in its own chunk: the shop and partner embeds run the same code.
const Configurator = lazy(() => import('../../../widget/configurator/configurator'));

export function ConfiguratorPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { productId } = useParams();
  return (
    <Suspense fallback={<p aria-busy="true">{intl.formatMessage({ id: 'configurator.loading' })}</p>}>
      <Configurator api={api} locale={locale} productId={productId ?? null} />
    </Suspense>
  );
}
