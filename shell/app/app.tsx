import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConfiguratorPage } from '../features/configurator/configurator-page';
import { ContentPage } from '../features/content/content-page';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { LocaleRoot } from './locale-root';

export function App() {
  return (
    <JotaiProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/:lang" element={<LocaleRoot />}>
            <Route element={<BareLayout />}>
              <Route path="configurator/:productId?/*" element={<ConfiguratorPage />} />
            </Route>
            <Route element={<DefaultLayout />}>
              <Route index element={<ContentPage />} />
              <Route path="*" element={<ContentPage />} />
            </Route>
          </Route>
          <Route path="/" element={<Navigate to="/de" replace />} />
        </Routes>
      </BrowserRouter>
    </JotaiProvider>
  );
}

