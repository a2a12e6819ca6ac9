import { lazy, Suspense } from 'react';

// Its own chunk: the list arrives from the server after the first paint anyway.
const LanguageSwitcher = lazy(() => import('./language-switcher').then((m) => ({ default: m.LanguageSwitcher })));

export function LazyLanguageSwitcher() {
  return (
    <Suspense fallback={null}>
      <LanguageSwitcher />
    </Suspense>
  );
}
