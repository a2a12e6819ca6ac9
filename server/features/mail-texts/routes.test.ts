import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminMailText, AdminMailTexts, MailTextPreview } from '../../../shared/api/admin-mail-texts';
import { auditLog, mailOutbox } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus, insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';

/* The editable mail texts: staff's subject and body per language, checked on save, versioned, previewed with a real order, used by the mails written after. */

const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', REMINDER_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'de' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

const url = (mail: string, rest = '') => `/api/admin/mail-texts/${mail}${rest}`;
const put = (mail: string, body: object) => t.app.inject({ method: 'PUT', url: url(mail), headers: office, payload: body });
const paid = { subject: 'Geld ist da: {number}', body: 'Danke für die Zahlung zu {number}.\n\nWir drucken jetzt.' };

describe('mail texts', () => {
  it('lists the editable mails with the code’s texts as their defaults and the variables each may use', async () => {
    const list = AdminMailTexts.parse((await t.app.inject({ url: '/api/admin/mail-texts', headers: office })).json());
    expect(list.mails.map((mail) => [mail.mail, mail.version])).toContainEqual(['reminder.second', 0]);
    const shipped = AdminMailText.parse((await t.app.inject({ url: url('status.shipped'), headers: office })).json());
    expect(shipped).toMatchObject({ version: 0, texts: {}, variables: ['number'], history: [] });
    expect(shipped.defaults.de.subject).toBe('Ihre Bestellung {number} ist unterwegs');
    expect(shipped.defaults.fr.subject).toBe('Votre commande {number} est en route');
  });

  it('refuses a variable the mail has not, per field, and saves the rest as versions, audited', async () => {
    const refused = expectError(
      await put('status.paid', { version: 0, texts: { fr: { subject: 'Payé {number}', body: 'Montant {amount}' } } }),
      422,
      'unprocessable',
    );
    expect(Object.keys(refused.error.fields ?? {})).toEqual(['texts.fr.body']);

    const res = await put('status.paid', { version: 0, texts: { de: paid } });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminMailText.parse(res.json())).toMatchObject({ version: 1, texts: { de: paid }, history: [{ version: 1 }] });
    expectError(await put('status.paid', { version: 0, texts: {} }), 409, 'conflict');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mailText.save'), eq(auditLog.subjectId, 'status.paid')));
    expect(entry).toMatchObject({ subjectType: 'mailText', after: { de: paid } });
  });

  it('previews a text with a real order, and writes the mails after a save with it', async () => {
    const order = await insertOrder(t.app, { language: 'de' });
    const preview = await t.app.inject({
      method: 'POST',
      url: url('status.paid', '/preview'),
      headers: office,
      payload: { orderNumber: order.number, language: 'de', text: paid },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = MailTextPreview.parse(preview.json());
    expect(shown.subject).toBe(`Geld ist da: ${order.number}`);
    expect(shown.html).toContain(`<p>Danke für die Zahlung zu ${order.number}.</p>`);
    expect(shown.html).toContain('<p>Wir drucken jetzt.</p>');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: url('status.paid', '/preview'),
        headers: office,
        payload: { orderNumber: '999999999', language: 'de', text: paid },
      }),
      404,
      'not_found',
    );

    expect((await changeOrderStatus(t.app, office, order.id, { event: 'markPaid' })).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mail?.subject).toBe(`Geld ist da: ${order.number}`);
    // A language without staff's texts keeps the code's.
    const french = await insertOrder(t.app, { language: 'fr' });
    expect((await changeOrderStatus(t.app, office, french.id, { event: 'markPaid' })).statusCode).toBe(200);
    const [frenchMail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, french.id));
    expect(frenchMail?.subject).toBe(`Paiement reçu\u202f: commande ${french.number}`);
  });
});
