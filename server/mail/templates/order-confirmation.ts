import type { AddressSnapshot } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { escapeHtml, htmlDocument } from '../html';
import type { Mail, MailAttachment } from '../mail';

export interface OrderConfirmationMailData {
  to: string;
  locale: Locale;
  number: string;
  items: { name: string; details: string; quantity: number; totalRappen: number }[];
  itemsRappen: number;
  discountRappen: number;
  shippingName: string;
  shippingRappen: number;
  totalRappen: number;
  vatRappen: number;
  deliveryAddress: AddressSnapshot;
  paymentText: string;
  /** The order page (guests: with their access token). */
  link: string;
  attachments: MailAttachment[];
}

const texts: Record<Locale, Record<'subject' | 'greeting' | 'intro' | 'items' | 'subtotal' | 'discount' | 'shipping' | 'total' | 'vat' | 'delivery' | 'payment' | 'view' | 'thanks', string>> = {
  de: {
    subject: 'Ihre Bestellung {number} bei Print Atelier',
    greeting: 'Guten Tag',
    intro: 'Vielen Dank für Ihre Bestellung {number}. Wir haben sie erhalten und bereiten die Produktion vor.',
    items: 'Ihre Artikel',
    subtotal: 'Warenwert',
    discount: 'Gutscheine',
    shipping: 'Versand',
    total: 'Total',
    vat: 'inkl. MWST 8.1 %',
    delivery: 'Lieferadresse',
    payment: 'Zahlung',
    view: 'Bestellung ansehen',
    thanks: 'Freundliche Grüsse, Ihr Print Atelier',
  },
  fr: {
    subject: 'Votre commande {number} chez Print Atelier',
    greeting: 'Bonjour',
    intro: 'Merci pour votre commande {number}. Nous l’avons reçue et préparons la production.',
    items: 'Vos articles',
    subtotal: 'Valeur de la marchandise',
    discount: 'Bons',
    shipping: 'Expédition',
    total: 'Total',
    vat: 'TVA 8,1 % incluse',
    delivery: 'Adresse de livraison',
    payment: 'Paiement',
    view: 'Voir la commande',
    thanks: 'Meilleures salutations, votre Print Atelier',
  },
  it: {
    subject: 'Il suo ordine {number} presso Print Atelier',
    greeting: 'Buongiorno',
    intro: 'Grazie per il suo ordine {number}. L’abbiamo ricevuto e prepariamo la produzione.',
    items: 'I suoi articoli',
    subtotal: 'Valore merce',
    discount: 'Buoni',
    shipping: 'Spedizione',
    total: 'Totale',
    vat: 'IVA 8,1 % inclusa',
    delivery: 'Indirizzo di consegna',
    payment: 'Pagamento',
    view: 'Vedere l’ordine',
    thanks: 'Cordiali saluti, il suo Print Atelier',
  },
  en: {
    subject: 'Your Print Atelier order {number}',
    greeting: 'Hello',
    intro: 'Thank you for your order {number}. We have received it and are preparing production.',
    items: 'Your items',
    subtotal: 'Goods',
    discount: 'Vouchers',
    shipping: 'Shipping',
    total: 'Total',
    vat: 'incl. VAT 8.1 %',
    delivery: 'Delivery address',
    payment: 'Payment',
    view: 'View the order',
    thanks: 'Kind regards, your Print Atelier',
  },
};

const row = (label: string, value: string) => `<tr><td style="padding: 2px 12px 2px 0;">${escapeHtml(label)}</td><td style="text-align: right;">${escapeHtml(value)}</td></tr>`;

/** The order confirmation in the customer's language: items, totals with VAT, delivery address, payment instructions. */
export function orderConfirmationMail(data: OrderConfirmationMailData): Mail {
  const t = texts[data.locale];
  const chf = (rappen: number) => new Intl.NumberFormat(`${data.locale}-CH`, { style: 'currency', currency: 'CHF' }).format(rappen / 100);
  const subject = t.subject.replace('{number}', data.number);
  const intro = t.intro.replace('{number}', data.number);
  const a = data.deliveryAddress;
  const address = [a.company, `${a.firstname} ${a.lastname}`, a.address1, a.address2, `${a.country === 'LI' ? 'FL-' : ''}${a.zipcode} ${a.city}`].filter(Boolean) as string[];
  const sums: [string, string][] = [
    [t.subtotal, chf(data.itemsRappen)],
    ...(data.discountRappen > 0 ? [[t.discount, `- ${chf(data.discountRappen)}`] as [string, string]] : []),
    [`${t.shipping} (${data.shippingName})`, chf(data.shippingRappen)],
    [t.total, chf(data.totalRappen)],
    [t.vat, chf(data.vatRappen)],
  ];
  const text = [
    t.greeting,
    '',
    intro,
    '',
    `${t.items}:`,
    ...data.items.map((item) => `- ${item.quantity} x ${item.name} (${item.details}): ${chf(item.totalRappen)}`),
    '',
    ...sums.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.delivery}:`,
    ...address,
    '',
    `${t.payment}: ${data.paymentText}`,
    '',
    `${t.view}: ${data.link}`,
    '',
    t.thanks,
  ].join('\n');
  const html = htmlDocument(
    data.locale,
    subject,
    [
      `<p>${escapeHtml(t.greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<h2 style="font-size: 16px;">${escapeHtml(t.items)}</h2>`,
      `<table style="border-collapse: collapse;">${data.items.map((item) => row(`${item.quantity} x ${item.name} (${item.details})`, chf(item.totalRappen))).join('')}</table>`,
      `<table style="border-collapse: collapse; margin-top: 12px;">${sums.map(([label, value]) => row(label, value)).join('')}</table>`,
      `<h2 style="font-size: 16px;">${escapeHtml(t.delivery)}</h2>`,
      `<p>${address.map(escapeHtml).join('<br>')}</p>`,
      `<h2 style="font-size: 16px;">${escapeHtml(t.payment)}</h2>`,
      `<p>${escapeHtml(data.paymentText)}</p>`,
      `<p><a href="${escapeHtml(data.link)}">${escapeHtml(t.view)}</a></p>`,
      `<p>${escapeHtml(t.thanks)}</p>`,
    ].join('\n'),
  );
  return { to: data.to, subject, text, html, attachments: data.attachments };
}
