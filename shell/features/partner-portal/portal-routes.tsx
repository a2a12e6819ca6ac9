/*
 * The partner portal's lazily loaded chunk (shell/app/route-chunks.ts): its root and pages. Nothing
 * of it is loaded on the shop's own pages. The embed-code builder, a page of the portal too, has a chunk of its own (embed-builder/).
 */
export { PortalRoot } from './portal-root';
export { PortalLoginPage } from './login-page';
export { PortalLoginLinkPage } from './login-link-page';
export { PortalPasswordPage } from './password-page';
export { PortalOrdersPage } from './orders-page';
export { PortalLedgerPage } from './ledger-page';
export { PortalWebhookPage } from './webhook-page';
export { PortalOriginsPage } from './origins-page';
