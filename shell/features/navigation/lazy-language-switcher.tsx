import { lazy, Suspense } from 'react';

// Its own chunk: the list arrives from the server after the first paint anyway.
const LanguageSwitcher = lazy(() => import('./language-switcher').then((m) => ({ default: m.LanguageSwitcher })));

/** Holds the switcher's place until its list is there: on a wide screen it is a row of its own, which would push the page down. */
export const LanguageSwitcherPlace = () => <div className="language-switcher" aria-hidden="true" />;

export function LazyLanguageSwitcher() {
  return (
    <Suspense fallback={<LanguageSwitcherPlace />}>
      <LanguageSwitcher />
    </Suspense>
  );
}
