import { actionButton, escapeHtml } from '../html';

/** How a mail whose point is a one-time link ends: the link as a button and written out, how long it works, and what to do if nobody asked for it. */
export function oneTimeLinkEnding(link: string, texts: { button: string; expiry: string; ignore: string }): { text: string[]; html: string[] } {
  return {
    text: [link, '', texts.expiry, texts.ignore],
    html: [
      actionButton(link, texts.button),
      `<p style="font-size: 13px; word-break: break-all;">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(texts.expiry)}<br>${escapeHtml(texts.ignore)}</p>`,
    ],
  };
}
