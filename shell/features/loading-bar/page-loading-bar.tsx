import { useEffect, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { useNavigation } from 'react-router';
import './loading-bar.css';

/** Spec section 9: the bar appears only for changes slower than 200 ms and creeps over 5000 ms. */
const LOADING_BAR_THROTTLE_MS = 200;
const LOADING_BAR_DURATION_MS = 5000;

/** The page-loading bar during the router's navigations (lazy route chunks and loaders' data). */
export function PageLoadingBar() {
  const intl = useIntl();
  const busy = useNavigation().state !== 'idle';
  // Shown once a load has lasted 200 ms; after it ends, the bar fills up and fades for 400 ms.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(busy), busy ? LOADING_BAR_THROTTLE_MS : 400);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!shown) return null;
  const phase = busy ? 'running' : 'finishing';
  return (
    <div
      className={`loading-bar loading-bar-${phase}`}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'nav.loadingBar' })}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
    />
  );
}
