import { describe, expect, it } from 'vitest';
import { VAT_RATE_BP } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { emailConfirmationMail, loginChallengeMail } from './link-mail';
import { giftVoucherCodesMail } from './gift-voucher-codes';
import { lostCredentialsMail } from './lost-credentials';
import { orderStatusMail } from './order-status';
import { refundMail } from './refund';
import { orderConfirmationMail, type OrderConfirmationMailData } from './order-confirmation';
import { demoCompany } from '../../../shared/api/demo-company';
import { TEST_ADDRESS } from '../../test/test-address';

const order: OrderConfirmationMailData = {
  to: 'lea@example.ch',
  locale: 'de',
  addressee: { sex: 'f', firstname: 'Lea', lastname: 'Muster' },
  number: '100042',
  items: [{ name: 'Leinwand', details: '40 x 30 cm', quantity: 1, totalRappen: 8790, pictureCid: null }],
  itemsRappen: 8790,
  discountRappen: 0,
  shippingName: 'Post',
  shippingRappen: 900,
  totalRappen: 9690,
  voucherSalesRappen: 0,
  vatRappen: 726,
  paidByVouchersRappen: 0,
  vatRateBp: VAT_RATE_BP,
  deliveryAddress: TEST_ADDRESS,
  expectedDelivery: '2026-12-02',
  paymentText: 'Rechnung',
  paymentState: null,
  link: 'https://shop.example/de/checkout/confirm?order=1',
  attachments: [],
  sender: demoCompany,
};

describe('mail templates', () => {
  it('words the order confirmation from the catalogues, the VAT rate in each language’s number format', () => {
    const de = orderConfirmationMail(order);
    expect(de.subject).toBe('Ihre Bestellung 100042 bei Print Atelier');
    expect(de.text).toContain('Vielen Dank für Ihre Bestellung 100042.');
    expect(de.text).toMatch(/inkl\. 8\.1 % MWST\s+CHF\s7\.26/);
    expect(orderConfirmationMail({ ...order, locale: 'fr' }).text).toContain('TVA 8.1 % incluse');
    expect(orderConfirmationMail({ ...order, locale: 'it' }).text).toContain('IVA 8.1 % inclusa');
    expect(orderConfirmationMail({ ...order, locale: 'en' }).text).toContain('incl. 8.1 % VAT');
  });

  it('names the expected delivery day with its weekday in Swiss date format', () => {
    expect(orderConfirmationMail(order).text).toContain('Voraussichtliche Lieferung: Mittwoch, 02.12.2026');
    expect(orderConfirmationMail({ ...order, locale: 'fr' }).text).toContain('Livraison prévue\u202f: mercredi, 02.12.2026');
    expect(orderConfirmationMail({ ...order, locale: 'it' }).html).toContain('Consegna prevista: mercoledì, 02.12.2026');
  });

  it('leaves the delivery day out for an order placed before it was computed', () => {
    expect(orderConfirmationMail({ ...order, expectedDelivery: null }).text).not.toContain('Voraussichtliche Lieferung');
  });

  it('shows an item’s design thumbnail inline by its Content-ID, and nothing for an item without one', () => {
    const mail = orderConfirmationMail({
      ...order,
      items: [
        { ...order.items[0]!, pictureCid: 'item-7@print-atelier' },
        { name: 'Gutschein', details: 'CHF 50', quantity: 1, totalRappen: 5000, pictureCid: null },
      ],
    });
    expect(mail.html.match(/<img [^>]*>/g)).toEqual([
      '<img src="cid:item-7@print-atelier" width="96" alt="" style="display: block; width: 96px; height: auto; border: 0;">',
    ]);
  });

  it('greets the customer by name in the lost-credentials mail', () => {
    const mail = lostCredentialsMail({
      to: 'lea@example.ch',
      locale: 'fr',
      addressee: { sex: 'f', firstname: 'Léa', lastname: 'D’Amico' },
      username: 'lea',
      link: 'https://shop.example/fr/x',
      sender: { ...demoCompany, street: 'Seeweg 7' },
    });
    expect(mail.subject).toBe('Vos données d’accès Print Atelier');
    expect(mail.text.split('\n')[0]).toBe('Bonjour Madame D’Amico');
    expect(mail.html).toContain('Définir un nouveau mot de passe');
  });

  it('words the login-link mail in the four languages, with the link in the text and as an escaped button', () => {
    const link = 'https://shop.example/admin/login/link/abc_DEF-123';
    const subjects = (['de', 'fr', 'it', 'en'] as const).map((locale) => {
      const mail = loginChallengeMail({
        to: 'bea@shop.example',
        locale,
        addressee: { sex: null, firstname: 'Bea <Büro>', lastname: null },
        link,
        sender: demoCompany,
      });
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Bea &lt;Büro&gt;');
      return mail.subject;
    });
    expect(subjects).toEqual(['Ihr Anmeldelink', 'Votre lien de connexion', 'Il suo link di accesso', 'Your login link']);
  });

  it('signs every mail with the sender’s address, in the text and the HTML', () => {
    const sender = { ...demoCompany, street: 'Seeweg 7', city: 'Luzern', zipcode: '6003' };
    for (const mail of [
      orderConfirmationMail({ ...order, sender }),
      lostCredentialsMail({ to: 'a@b.ch', locale: 'it', addressee: { sex: 'm', firstname: 'A', lastname: 'B' }, username: 'ab', link: 'https://x.ch', sender }),
    ]) {
      expect(mail.text.split('\n').slice(-5)).toEqual(['Print Atelier AG', 'Seeweg 7', '6003 Luzern', '+41 41 000 00 00', 'hallo@print-atelier.example']);
      expect(mail.html).toContain('Print Atelier AG<br>Seeweg 7<br>6003 Luzern');
    }
  });
});

const greetingOf = (locale: Locale, addressee: OrderConfirmationMailData['addressee']) =>
  orderConfirmationMail({ ...order, locale, addressee }).text.split('\n')[0];

describe('the mails’ greeting', () => {
  it('greets formally by salutation and last name in each language', () => {
    const muster = { sex: 'f', firstname: 'Lea', lastname: 'Muster' } as const;
    expect(greetingOf('de', muster)).toBe('Guten Tag Frau Muster');
    expect(greetingOf('fr', muster)).toBe('Bonjour Madame Muster');
    expect(greetingOf('it', muster)).toBe('Buongiorno Signora Muster');
    expect(greetingOf('en', muster)).toBe('Dear Ms Muster');
    expect(greetingOf('de', { ...muster, sex: 'm' })).toBe('Guten Tag Herr Muster');
  });

  it('greets by the full name without a salutation, and neutrally without a name', () => {
    expect(greetingOf('de', { sex: null, firstname: 'Lea', lastname: 'Muster' })).toBe('Guten Tag Lea Muster');
    expect(greetingOf('fr', null)).toBe('Bonjour');
    expect(greetingOf('en', { sex: 'f', firstname: null, lastname: ' ' })).toBe('Hello');
  });

  it('greets in the HTML as in the text', () => {
    expect(orderConfirmationMail(order).html).toContain('<p>Guten Tag Frau Muster</p>');
  });
});

describe('the mails’ layout', () => {
  it('puts every mail under the shop’s word mark', () => {
    const mails = [
      orderConfirmationMail(order),
      lostCredentialsMail({ to: 'a@b.ch', locale: 'de', addressee: order.addressee!, username: 'ab', link: 'https://x.ch', sender: demoCompany }),
      orderStatusMail({
        to: 'a@b.ch',
        locale: 'de',
        addressee: null,
        number: '1',
        status: 'paid',
        tracking: null,
        reason: null,
        link: null,
        sender: demoCompany,
      }),
      refundMail({ to: 'a@b.ch', locale: 'de', addressee: null, number: '1', amountRappen: 100, kind: 'staff', reason: null, link: null, sender: demoCompany }),
      giftVoucherCodesMail({
        to: 'a@b.ch',
        locale: 'de',
        addressee: null,
        number: '1',
        codes: [{ code: 'ABCD-EFGH', amountRappen: 5000 }],
        sender: demoCompany,
      }),
      emailConfirmationMail({ to: 'a@b.ch', locale: 'de', addressee: order.addressee!, link: 'https://x.ch', sender: demoCompany }),
    ];
    for (const mail of mails) expect(mail.html).toMatch(/<span style="font-family: Georgia[^"]*">Print Atelier<\/span>/);
  });

  it('aligns every amount of the text part to one right edge, items and sums alike', () => {
    const mail = orderConfirmationMail({
      ...order,
      items: [...order.items, { name: 'Poster', details: '', quantity: 2, totalRappen: 123_450, pictureCid: null }],
      itemsRappen: 132_240,
      totalRappen: 133_140,
    });
    const amountLines = mail.text.split('\n').filter((line) => /CHF\s[\d'.]+$/.test(line));
    expect(amountLines.length).toBeGreaterThanOrEqual(6);
    expect(new Set(amountLines.map((line) => line.length)).size).toBe(1);
  });

  it('aligns the amounts of the HTML in one right-aligned column of one table', () => {
    const html = orderConfirmationMail(order).html;
    const amounts = [...html.matchAll(/<td align="right"[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(amounts).toEqual(['CHF\u00a087.90', 'CHF\u00a087.90', 'CHF\u00a09.00', 'CHF\u00a096.90', 'CHF\u00a07.26']);
    expect(html.match(/<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width: 100%; border-collapse/g)).toHaveLength(1);
  });
});
