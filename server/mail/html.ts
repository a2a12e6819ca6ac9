import type { Company } from '../../shared/api/company';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put into a mail's HTML goes through here: names and usernames are typed by anyone. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] as string);
}

/** The sender's lines every mail ends with: the company and how to reach it, as the invoice head names them. */
function signatureLines(sender: Company): string[] {
  return [sender.name, sender.street, `${sender.zipcode} ${sender.city}`, sender.phone, sender.email];
}

/**
 * A mail's plain text and its HTML, both signed with the sender's address. The HTML is a plain,
 * mail-client-safe frame (inline styles only, no remote images, no scripts; pictures come as
 * inline parts, cid:).
 */
export function mailBodies(lang: string, title: string, text: readonly string[], html: readonly string[], sender: Company): { text: string; html: string } {
  const signature = signatureLines(sender);
  return {
    text: [...text, '', '--', ...signature].join('\n'),
    html: `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222; max-width: 560px; margin: 0 auto; padding: 24px;">
${html.join('\n')}
<p style="color: #777; font-size: 13px; border-top: 1px solid #ddd; padding-top: 12px;">${signature.map(escapeHtml).join('<br>')}</p>
</body>
</html>`,
  };
}
