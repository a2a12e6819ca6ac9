import { Outlet } from 'react-router';

/** The configurator's layout: no navigation header, the whole screen for designing. */
export function BareLayout() {
  return (
    <main id="content" className="bare-layout">
      <Outlet />
    </main>
  );
}
