import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readFirstPageData } from './app/first-page-data';
import { primeFirstPage } from './app/prime-first-page';
import { reloadForChunkError } from './features/errors/chunk-reload';
import './styles.css';

primeFirstPage(window.location.pathname, readFirstPageData());

// Vite reports a failed preload of a lazy chunk's dependencies here; reload (guarded) for it too.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The tag manager waits until the page has loaded: it must not compete with the first paint.
// Only a page whose build configured a container loads the tag manager's code at all.
const startTagManager = () => void import('./lib/tag-manager/tag-manager').then((m) => m.startTagManager());
window.addEventListener('load', () => {
  if (!document.querySelector('meta[name="tag-manager-id"]')) return;
  const start = startTagManager;
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
});
