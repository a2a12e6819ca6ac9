import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageBoundary } from '../features/errors/page-boundary';

/** The configurator's layout: no navigation header, the whole screen for designing. */
export function BareLayout() {
  return (
    <main id="content" className="bare-layout">
      <PageBoundary>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageBoundary>
    </main>
  );
}
