import type { ApiClient } from '../../shared/api/client';
import { DraftCreated, postHandover } from '../../shared/api/partner-drafts';
import { hostTouch } from '../../shared/domain/partners/attribution';

/*
 * The calls that start and hand over the draft, each reporting the page the widget is on
 * (EMBEDDING.md, "Attribution"). A chunk of their own, loaded at the first write: the widget's
 * first step has no room for them and never needs them.
 */

/** The host page without query and fragment, and the campaign parameters on its URL: the shop keeps those only for a partner that forwards them. */
const touchReport = () => ({ touch: hostTouch(window.location.href) });

export async function startDraft(shopBase: string, partnerHeader: Record<string, string>): Promise<string> {
  const res = await fetch(`${shopBase}/api/drafts`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...partnerHeader },
    body: JSON.stringify(touchReport()),
  });
  if (!res.ok) throw new Error(`POST /api/drafts: HTTP ${res.status}`);
  return DraftCreated.parse(await res.json()).token;
}

/** A handover code for the draft `api` names. */
export async function handOver(api: ApiClient): Promise<string> {
  return (await api(postHandover, { body: touchReport() })).code;
}
