const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put into a mail's HTML goes through here: names and usernames are typed by anyone. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] as string);
}

/** A plain, mail-client-safe HTML frame (inline styles only, no remote images, no scripts; pictures come as inline parts, cid:). */
export function htmlDocument(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222; max-width: 560px; margin: 0 auto; padding: 24px;">
${body}
<p style="color: #777; font-size: 13px;">Print Atelier</p>
</body>
</html>`;
}
