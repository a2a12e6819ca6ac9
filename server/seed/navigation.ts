import type { LinkType } from '../../shared/api/cms';
import { company } from './company';
import type { Localized } from './localized';
import type { HelpAnchor } from './pages/help';
import type { PageKey } from './pages';
import type { shippingAnchors } from './pages/shipping';

/** A navigation_items row to be, with its sub-items; pages by key and products by id. */
export interface NavigationSeedItem {
  type?: 'item' | 'title';
  linkType: LinkType;
  /** linkType website: the page it links to. */
  page?: PageKey;
  /** linkType website: a section of the page. */
  hash?: HelpAnchor | (typeof shippingAnchors)[number];
  /** linkType product. */
  productId?: string;
  /** linkType externalWebsite. */
  externalUrl?: string;
  texts: Localized;
  children?: NavigationSeedItem[];
}

const product = (productId: string, texts: Localized): NavigationSeedItem => ({
  linkType: 'product',
  productId,
  texts,
});

/** Left: the shop navigation, three levels deep: Produkte > Wandbilder (a title) > products, and Inspiration > Nach Raum (a sub-menu) > rooms. */
const main: NavigationSeedItem[] = [
  {
    linkType: 'noLink',
    texts: { de: 'Produkte', fr: 'Produits', it: 'Prodotti', en: 'Products' },
    children: [
      {
        type: 'title',
        linkType: 'noLink',
        texts: { de: 'Wandbilder', fr: 'Tableaux', it: 'Quadri', en: 'Wall art' },
        children: [
          product('canvas', { de: 'Leinwand', fr: 'Toile', it: 'Tela', en: 'Canvas' }),
          product('poster', { de: 'Poster', fr: 'Poster', it: 'Poster', en: 'Poster' }),
          product('acrylic-glass', { de: 'Acrylglas', fr: 'Verre acrylique', it: 'Vetro acrilico', en: 'Acrylic glass' }),
          product('aluminium-dibond', { de: 'Alu-Dibond', fr: 'Alu-Dibond', it: 'Alu-Dibond', en: 'Aluminium Dibond' }),
        ],
      },
      {
        type: 'title',
        linkType: 'noLink',
        texts: { de: 'Geschenke und Muster', fr: 'Cadeaux et échantillons', it: 'Regali e campioni', en: 'Gifts and samples' },
        children: [
          product('gift-voucher', { de: 'Geschenkgutschein', fr: 'Bon cadeau', it: 'Buono regalo', en: 'Gift voucher' }),
          product('sample-set', { de: 'Musterset', fr: "Kit d'échantillons", it: 'Set di campioni', en: 'Sample set' }),
        ],
      },
      {
        linkType: 'website',
        page: 'prices',
        texts: { de: 'Alle Preise', fr: 'Tous les prix', it: 'Tutti i prezzi', en: 'All prices' },
      },
    ],
  },
  {
    linkType: 'noLink',
    texts: { de: 'Inspiration', fr: 'Inspiration', it: 'Ispirazione', en: 'Inspiration' },
    children: [
      {
        linkType: 'website',
        page: 'inspiration',
        texts: { de: 'Alle Ideen', fr: 'Toutes les idées', it: 'Tutte le idee', en: 'All ideas' },
      },
      {
        // A sub-menu in a sub-menu: the spec's third level.
        linkType: 'noLink',
        texts: { de: 'Nach Raum', fr: 'Par pièce', it: 'Per ambiente', en: 'By room' },
        children: [
          {
            linkType: 'website',
            page: 'inspiration-living-room',
            texts: { de: 'Wohnzimmer', fr: 'Salon', it: 'Soggiorno', en: 'Living room' },
          },
          {
            linkType: 'website',
            page: 'inspiration-office',
            texts: { de: 'Büro', fr: 'Bureau', it: 'Ufficio', en: 'Office' },
          },
        ],
      },
    ],
  },
  {
    linkType: 'noLink',
    texts: { de: 'Atelier', fr: 'Atelier', it: 'Atelier', en: 'Workshop' },
    children: [
      {
        linkType: 'website',
        page: 'about',
        texts: { de: 'Über uns', fr: 'À propos', it: 'Chi siamo', en: 'About us' },
      },
      {
        linkType: 'website',
        page: 'shipping',
        texts: { de: 'Versand und Lieferung', fr: 'Expédition et livraison', it: 'Spedizione e consegna', en: 'Shipping and delivery' },
      },
      {
        type: 'title',
        linkType: 'noLink',
        texts: { de: 'Folgen Sie uns', fr: 'Suivez-nous', it: 'Seguiteci', en: 'Follow us' },
        children: [
          {
            linkType: 'externalWebsite',
            externalUrl: company.instagramUrl,
            texts: { de: 'Instagram', fr: 'Instagram', it: 'Instagram', en: 'Instagram' },
          },
          {
            linkType: 'externalWebsite',
            externalUrl: company.facebookUrl,
            texts: { de: 'Facebook', fr: 'Facebook', it: 'Facebook', en: 'Facebook' },
          },
        ],
      },
    ],
  },
];

/** Right: help, contact, account and basket. */
const header: NavigationSeedItem[] = [
  {
    linkType: 'noLink',
    texts: { de: 'Hilfe', fr: 'Aide', it: 'Aiuto', en: 'Help' },
    children: [
      {
        linkType: 'website',
        page: 'help',
        texts: { de: 'Häufige Fragen', fr: 'Questions fréquentes', it: 'Domande frequenti', en: 'FAQ' },
      },
      {
        linkType: 'website',
        page: 'help',
        hash: 'ordering',
        texts: { de: 'Bestellung und Gestaltung', fr: 'Commande et création', it: 'Ordinazione e creazione', en: 'Ordering and design' },
      },
      {
        linkType: 'website',
        page: 'help',
        hash: 'image-quality',
        texts: { de: 'Bildqualität', fr: 'Qualité des images', it: 'Qualità delle immagini', en: 'Image quality' },
      },
      {
        linkType: 'website',
        page: 'help',
        hash: 'payment',
        texts: { de: 'Zahlung', fr: 'Paiement', it: 'Pagamento', en: 'Payment' },
      },
      {
        linkType: 'website',
        page: 'shipping',
        hash: 'costs',
        texts: { de: 'Versandkosten', fr: "Frais d'expédition", it: 'Costi di spedizione', en: 'Shipping costs' },
      },
    ],
  },
  {
    linkType: 'contact',
    texts: { de: 'Kontakt', fr: 'Contact', it: 'Contatto', en: 'Contact' },
  },
  {
    linkType: 'customerSelfcare',
    texts: { de: 'Mein Konto', fr: 'Mon compte', it: 'Il mio account', en: 'My account' },
  },
  {
    linkType: 'basket',
    texts: { de: 'Warenkorb', fr: 'Panier', it: 'Carrello', en: 'Basket' },
  },
];

export const navigation: Record<'main' | 'header', NavigationSeedItem[]> = { main, header };
