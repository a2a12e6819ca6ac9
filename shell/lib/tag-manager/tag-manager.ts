import { trackingAllowed } from './do-not-track';

/*
 * A Google-Tag-Manager-style container: a dataLayer array plus gtm.js from the configured container
 * id. The id comes from <meta name="tag-manager-id">, which the server writes when TAG_MANAGER_ID is set
 * (a runtime setting: no rebuild); no meta, no tag manager (off by default). The server's CSP allows
 * the tag manager's origins only then.
 */

const ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function tagManagerId(doc: Document = document): string | null {
  const id = doc.querySelector('meta[name="tag-manager-id"]')?.getAttribute('content')?.trim() ?? '';
  return ID_PATTERN.test(id) ? id : null;
}

function tagManagerEnabled(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return tagManagerId() !== null && trackingAllowed({ doNotTrack: nav.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl });
}

/** Pushes an event for the tag manager; nothing happens when it is off or tracking is refused. */
export function pushTagManagerEvent(event: Record<string, unknown>): void {
  if (!tagManagerEnabled()) return;
  const win = window as DataLayerWindow;
  win.dataLayer ??= [];
  win.dataLayer.push(event);
}

let started = false;

/** Injects the container script once (after the first paint, see main.tsx). */
export function startTagManager(): void {
  const id = tagManagerId();
  if (started || id === null || !tagManagerEnabled()) return;
  started = true;
  const win = window as DataLayerWindow;
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
