import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../components/client-only';
import { leanApi } from '../../lib/browser-api';
import { withConfiguratorTexts } from '../../lib/intl/texts';
import { useLocale } from '../../lib/use-locale';
import { useResource } from '../../lib/use-resource';
import { authTokenAtom } from '../../session/account-state';

const ContinueDesignCard = lazy(withConfiguratorTexts(() => import('./continue-design')));

/**
 * Where the home page offers to continue a design: after hydration (the server's HTML carries no
 * visitor's data) a lean look-up of the visitor's drafts, again after a login; the card's chunk
 * loads only when there is one.
 */
export function ContinueDesignSlot() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const token = useAtomValue(authTokenAtom);
  const drafts = useResource(async () => (hydrated ? (await leanApi.configuratorDrafts(locale)).drafts : []), [hydrated, locale, token]);
  if (drafts.status !== 'ready' || drafts.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ContinueDesignCard drafts={drafts.data} locale={locale} />
    </Suspense>
  );
}
