import { Navigate, Route, Routes, useParams } from 'react-router';
import { checkoutSteps, configuratorSteps, paths, type CheckoutStep, type ConfiguratorStep } from '../config/paths';
import { ContentPage } from '../features/content/content-page';
import { registerRouteChunks } from '../lib/prefetch/prefetch';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { lazyRoute } from '../lib/lazy-route';
import { toLocale } from '../lib/locale';
import { LocaleRoot } from './locale-root';
import { RootRedirect } from './root-redirect';
import { routeChunks } from './route-chunks';

registerRouteChunks(routeChunks);

const CheckoutLayout = lazyRoute(routeChunks.checkout, (m) => m.CheckoutLayout);
const CheckoutStepPage = lazyRoute(routeChunks.checkout, (m) => m.CheckoutStepPage);
const SelfcarePage = lazyRoute(routeChunks.selfcare, (m) => m.SelfcarePage);
const NewPasswordPage = lazyRoute(routeChunks.customer, (m) => m.NewPasswordPage);
const ConfiguratorPage = lazyRoute(routeChunks.configurator, (m) => m.ConfiguratorPage);

function CheckoutIndex() {
  return <Navigate to={paths.checkout.href(toLocale(useParams().lang), 'basket')} replace />;
}

const step = (name: CheckoutStep) => <Route key={name} path={name} element={<CheckoutStepPage step={name} />} />;
const configuratorStep = (name: ConfiguratorStep) => <Route key={name} path={name} element={<ConfiguratorPage step={name} />} />;

/** The shell's routes (patterns from config/paths.ts); every page lives under /{lang}. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path={paths.root.path} element={<RootRedirect />} />
      <Route path={paths.locale.path} element={<LocaleRoot />}>
        <Route element={<BareLayout />}>
          <Route path={paths.configurator.path}>
            <Route index element={<ConfiguratorPage step="start" />} />
            {configuratorSteps.map(configuratorStep)}
          </Route>
        </Route>
        <Route element={<DefaultLayout />}>
          <Route index element={<ContentPage />} />
          <Route path={paths.checkout.path} element={<CheckoutLayout />}>
            <Route index element={<CheckoutIndex />} />
            {checkoutSteps.map(step)}
          </Route>
          <Route path={paths.selfcare.path} element={<SelfcarePage />} />
          <Route path={paths.newPassword.path} element={<NewPasswordPage />} />
          <Route path={paths.content.path} element={<ContentPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
