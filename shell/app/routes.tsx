import { redirect, type RouteObject } from 'react-router';
import { steps as configuratorSteps, type Step as ConfiguratorStep } from '../../shared/domain/configurator/steps';
import { checkoutSteps, paths } from '../config/paths';
import { CONFIGURATOR_ROUTE, configuratorLoader } from '../features/configurator/configurator-loader';
import { contentLoader } from '../features/content/content-loader';
import { orderIdLoader } from '../features/selfcare/order-detail/order-id-loader';
import { ContentPage } from '../features/content/content-page';
import { RouteError } from '../features/errors/route-error';
import { BareLayout } from '../layouts/bare-layout';
import { DefaultLayout } from '../layouts/default-layout';
import type { LeanApi } from '../lib/lean-api';
import { toLocale } from '../lib/locale';
import { registerRouteChunks } from '../lib/prefetch/prefetch';
import { knownLocaleLoader, localeLoader } from './loaders';
import { LocaleRoot, LocaleRootError } from './locale-root';
import { RootRedirect } from './root-redirect';
import { routeChunks } from './route-chunks';

registerRouteChunks(routeChunks);

/** The errors of a layout's pages (a 404 from a loader, a failed load) inside that layout. */
function DefaultLayoutError() {
  return (
    <DefaultLayout>
      <RouteError />
    </DefaultLayout>
  );
}

const configuratorStep = (step: ConfiguratorStep | 'start'): RouteObject => ({
  ...(step === 'start' ? { index: true } : { path: step }),
  lazy: async () => {
    const { ConfiguratorPage } = await routeChunks.configurator();
    return { element: <ConfiguratorPage step={step} /> };
  },
});

/** A page of the back office's chunk. */
type AdminPage = Exclude<keyof Awaited<ReturnType<typeof routeChunks.admin>>, 'AdminRoot'>;
const admin = (page: AdminPage) => async () => ({
  Component: (await routeChunks.admin())[page],
});

/** A page of the partner portal's chunk. */
type PortalPage = Exclude<keyof Awaited<ReturnType<typeof routeChunks.partnerPortal>>, 'PortalRoot'>;
const portal = (page: PortalPage) => async () => ({
  Component: (await routeChunks.partnerPortal())[page],
});

/**
 * The shell's routes (patterns from config/paths.ts); every page lives under /{lang}. The loaders
 * read through `api`: fetch in the browser, the server's own API in a server render.
 */
export function createRoutes(api: LeanApi): RouteObject[] {
  return [
    { path: paths.root.path, element: <RootRedirect /> },
    {
      // The back office: its own layout and chunk, outside every /{lang} page, never loaded for shoppers.
      path: paths.admin.path,
      lazy: async () => ({ Component: (await routeChunks.admin()).AdminRoot }),
      children: [
        { index: true, lazy: admin('AdminHomePage') },
        { path: paths.adminOrders.path, lazy: admin('AdminOrdersPage') },
        { path: paths.adminLogin.path, lazy: admin('AdminLoginPage') },
        { path: paths.adminLoginLink.path, lazy: admin('AdminLoginLinkPage') },
        { path: paths.adminOrder.path, lazy: admin('AdminOrderPage') },
        { path: paths.adminStaff.path, lazy: admin('AdminStaffPage') },
        { path: paths.adminMails.path, lazy: admin('AdminMailsPage') },
        { path: paths.adminMail.path, lazy: admin('AdminMailPage') },
        { path: paths.adminWebhooks.path, lazy: admin('AdminWebhooksPage') },
        { path: paths.adminWebhook.path, lazy: admin('AdminWebhookPage') },
        { path: paths.adminProduction.path, lazy: admin('AdminProductionPage') },
        { path: paths.adminBank.path, lazy: admin('AdminBankPage') },
        { path: paths.adminBankRefunds.path, lazy: admin('AdminBankRefundsPage') },
        { path: paths.adminVouchers.path, lazy: admin('AdminVouchersPage') },
        { path: paths.adminAudit.path, lazy: admin('AdminAuditPage') },
        { path: paths.adminBooks.path, lazy: admin('AdminBooksPage') },
        { path: paths.adminPartnerLedger.path, lazy: admin('AdminPartnerLedgerPage') },
        { path: paths.adminAccount.path, lazy: admin('AdminAccountPage') },
        { path: paths.adminCatalogue.path, lazy: admin('AdminCataloguePage') },
        { path: paths.adminProduct.path, lazy: admin('AdminProductPage') },
        { path: paths.adminDesignTemplates.path, lazy: admin('AdminDesignTemplatesPage') },
        { path: paths.adminDesignTemplate.path, lazy: admin('AdminDesignTemplatePage') },
        { path: paths.adminContent.path, lazy: admin('AdminContentPage') },
        { path: paths.adminPage.path, lazy: admin('AdminPageEditorPage') },
        { path: paths.adminNavigation.path, lazy: admin('AdminNavigationPage') },
        { path: paths.adminSearch.path, lazy: admin('AdminSearchPage') },
        { path: paths.adminCustomers.path, lazy: admin('AdminCustomersPage') },
        { path: paths.adminCustomer.path, lazy: admin('AdminCustomerPage') },
        { path: paths.adminSettings.path, lazy: admin('AdminSettingsPage') },
        { path: paths.adminMailTexts.path, lazy: admin('AdminMailTextsPage') },
        { path: paths.adminMailText.path, lazy: admin('AdminMailTextPage') },
        { path: paths.adminPartners.path, lazy: admin('AdminPartnersPage') },
        { path: paths.adminPartner.path, lazy: admin('AdminPartnerPage') },
        { path: '*', lazy: admin('AdminNotFound') },
      ],
    },
    {
      // The partner portal: its own layout and chunk, as the back office's, outside every /{lang} page.
      path: paths.partner.path,
      lazy: async () => ({ Component: (await routeChunks.partnerPortal()).PortalRoot }),
      children: [
        { index: true, lazy: portal('PortalOrdersPage') },
        { path: paths.partnerLogin.path, lazy: portal('PortalLoginPage') },
        { path: paths.partnerLoginLink.path, lazy: portal('PortalLoginLinkPage') },
        { path: paths.partnerPassword.path, lazy: portal('PortalPasswordPage') },
        { path: paths.partnerLedger.path, lazy: portal('PortalLedgerPage') },
        { path: paths.partnerWebhook.path, lazy: portal('PortalWebhookPage') },
        { path: paths.partnerOrigins.path, lazy: portal('PortalOriginsPage') },
        { path: paths.partnerEmbed.path, lazy: async () => ({ Component: (await routeChunks.embedBuilder()).PortalEmbedPage }) },
      ],
    },
    {
      id: 'locale',
      path: paths.locale.path,
      loader: localeLoader(api),
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
      Component: LocaleRoot,
      ErrorBoundary: LocaleRootError,
      children: [
        {
          id: 'bare',
          loader: knownLocaleLoader,
          shouldRevalidate: () => false,
          Component: BareLayout,
          ErrorBoundary: DefaultLayoutError,
          children: [
            {
              id: CONFIGURATOR_ROUTE,
              path: paths.configurator.path,
              loader: configuratorLoader(api),
              shouldRevalidate: ({ currentParams, nextParams }) => currentParams.productId !== nextParams.productId,
              children: [configuratorStep('start'), ...configuratorSteps.map(configuratorStep)],
            },
          ],
        },
        {
          id: 'default',
          loader: knownLocaleLoader,
          shouldRevalidate: () => false,
          Component: DefaultLayout,
          ErrorBoundary: DefaultLayoutError,
          children: [
            { id: 'home', index: true, loader: contentLoader(api), Component: ContentPage },
            {
              path: paths.checkout.path,
              lazy: async () => ({ Component: (await routeChunks.checkout()).CheckoutLayout }),
              children: [
                { id: 'checkout-start', index: true, loader: ({ params }) => redirect(paths.checkout.href(toLocale(params.lang), 'basket')) },
                ...checkoutSteps.map((step) => ({
                  path: step,
                  lazy: async () => {
                    const { CheckoutStepPage } = await routeChunks.checkout();
                    return { element: <CheckoutStepPage step={step} /> };
                  },
                })),
              ],
            },
            { path: paths.selfcare.path, lazy: async () => ({ Component: (await routeChunks.selfcare()).SelfcarePage }) },
            {
              id: 'selfcare-order',
              path: paths.selfcareOrder.path,
              loader: orderIdLoader,
              lazy: async () => ({ Component: (await routeChunks.selfcare()).OrderDetailPage }),
            },
            { path: paths.newPassword.path, lazy: async () => ({ Component: (await routeChunks.customer()).NewPasswordPage }) },
            { path: paths.confirmEmail.path, lazy: async () => ({ Component: (await routeChunks.customer()).ConfirmEmailPage }) },
            { path: paths.loginLink.path, lazy: async () => ({ Component: (await routeChunks.customer()).LoginLinkPage }) },
            { id: 'content', path: paths.content.path, loader: contentLoader(api), Component: ContentPage },
          ],
        },
      ],
    },
  ];
}
