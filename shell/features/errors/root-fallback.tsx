import type { Locale } from '../../../shared/i18n/locales';
import { plainMessage } from '../../lib/intl/texts';

/**
 * Spec section 8: an error while showing the error page ends here: plain text and a link home,
 * with no intl provider, router or state involved, so it cannot fail in turn.
 */
export function RootFallback({ locale }: { locale: Locale }) {
  return (
    <div className="root-fallback" role="alert" data-testid="root-fallback">
      <p>{plainMessage(locale, 'error.fallback') ?? 'Es ist ein Fehler aufgetreten. / An error occurred.'}</p>
      <p>
        <a href={`/${locale}`}>{plainMessage(locale, 'error.backHome') ?? 'Startseite / Home'}</a>
      </p>
    </div>
  );
}
