import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { RootFallback } from '../features/errors/root-fallback';
import { shellStore } from '../state/core';
import { ShellRoutes } from './routes';

/*
 * React Router in declarative mode: its data-router half (loaders, fetchers) would cost about
 * 18 kB gzip of the 100 kB budget; data, loading bar and error pages are done by the shell instead.
 */
const renderRootFallback = () => <RootFallback />;

export function App() {
  return (
    <ErrorBoundary renderFallback={renderRootFallback}>
      <JotaiProvider store={shellStore}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </JotaiProvider>
    </ErrorBoundary>
  );
}
