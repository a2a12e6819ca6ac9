import { h, list, p } from '../localized';
import { page } from './page';

/** Hashes of the shipping page's sections, in the order of its headings. */
export const shippingAnchors = ['production', 'costs', 'packaging'] as const;

export const shippingPage = page(
  'shipping',
  {
    slugs: {
      de: 'versand-und-lieferung',
      fr: 'expedition-et-livraison',
      it: 'spedizione-e-consegna',
      en: 'shipping-and-delivery',
    },
    titles: {
      de: 'Versand und Lieferung',
      fr: 'Expédition et livraison',
      it: 'Spedizione e consegna',
      en: 'Shipping and delivery',
    },
    descriptions: {
      de: 'Produktionszeiten, Versandarten und Versandkosten von Print Atelier – Lieferung in die ganze Schweiz und nach Liechtenstein.',
      fr: "Délais de production, modes et frais d'expédition de Print Atelier – livraison dans toute la Suisse et au Liechtenstein.",
      it: 'Tempi di produzione, modalità e costi di spedizione di Print Atelier – consegna in tutta la Svizzera e nel Liechtenstein.',
      en: 'Production times, shipping methods and shipping costs at Print Atelier – delivery all over Switzerland and to Liechtenstein.',
    },
  },
  [
    h({ de: 'Produktionszeiten', fr: 'Délais de production', it: 'Tempi di produzione', en: 'Production times' }, 'production'),
    p({
      de: 'Alle Wandbilder werden nach Ihrer Bestellung in Root gefertigt. Die angegebene Produktionszeit in Arbeitstagen sehen Sie im Konfigurator; sie hängt vom Produkt und von den gewählten Optionen ab.',
      fr: "Tous les tableaux sont fabriqués à Root après votre commande. Le délai de production en jours ouvrables s'affiche dans le configurateur ; il dépend du produit et des options choisies.",
      it: 'Tutti i quadri vengono realizzati a Root dopo il vostro ordine. Il tempo di produzione in giorni lavorativi è indicato nel configuratore e dipende dal prodotto e dalle opzioni scelte.',
      en: 'Every piece of wall art is made in Root after you order. The configurator shows the production time in working days; it depends on the product and the options you choose.',
    }),
    list(
      {
        de: 'Poster: 1–2 Arbeitstage (Fine Art +1 Tag)',
        fr: 'Poster : 1 à 2 jours ouvrables (Fine Art +1 jour)',
        it: 'Poster: 1–2 giorni lavorativi (Fine Art +1 giorno)',
        en: 'Poster: 1–2 working days (fine art +1 day)',
      },
      {
        de: 'Leinwand: 2–4 Arbeitstage (4-cm-Rahmen oder Schutzlack je +1 Tag)',
        fr: 'Toile : 2 à 4 jours ouvrables (châssis 4 cm ou vernis +1 jour chacun)',
        it: 'Tela: 2–4 giorni lavorativi (telaio 4 cm o vernice +1 giorno ciascuno)',
        en: 'Canvas: 2–4 working days (4 cm frame or varnish +1 day each)',
      },
      {
        de: 'Acrylglas und Alu-Dibond: 3–5 Arbeitstage (Aufhängesysteme +1 bis 2 Tage)',
        fr: "Verre acrylique et Alu-Dibond : 3 à 5 jours ouvrables (systèmes d'accrochage +1 à 2 jours)",
        it: 'Vetro acrilico e Alu-Dibond: 3–5 giorni lavorativi (sistemi di aggancio +1–2 giorni)',
        en: 'Acrylic glass and aluminium Dibond: 3–5 working days (hanging systems +1 to 2 days)',
      },
    ),
    h(
      {
        de: 'Versandarten und Kosten',
        fr: "Modes et frais d'expédition",
        it: 'Modalità e costi di spedizione',
        en: 'Shipping methods and costs',
      },
      'costs',
    ),
    p({
      de: 'Eine Bestellung wird als ein Paket verschickt; es gilt der Versandpreis des grössten Artikels. Alle Preise in CHF inklusive MWST.',
      fr: "Une commande est expédiée en un seul colis ; le prix d'envoi de l'article le plus grand s'applique. Tous les prix en CHF, TVA incluse.",
      it: "Un ordine viene spedito in un unico pacco; vale il prezzo di spedizione dell'articolo più grande. Tutti i prezzi in CHF, IVA inclusa.",
      en: 'An order ships as one parcel; the shipping price of the largest item applies. All prices in CHF including VAT.',
    }),
    list(
      {
        de: 'Standard (Post PostPac Economy): CHF 9.90, Zustellung in 2 Arbeitstagen',
        fr: 'Standard (Poste PostPac Economy) : CHF 9.90, distribution en 2 jours ouvrables',
        it: 'Standard (Posta PostPac Economy): CHF 9.90, recapito in 2 giorni lavorativi',
        en: 'Standard (Swiss Post PostPac Economy): CHF 9.90, delivered in 2 working days',
      },
      {
        de: 'Express (Post PostPac Priority): CHF 16.90, Zustellung am nächsten Arbeitstag',
        fr: 'Express (Poste PostPac Priority) : CHF 16.90, distribution le jour ouvrable suivant',
        it: 'Express (Posta PostPac Priority): CHF 16.90, recapito il giorno lavorativo successivo',
        en: 'Express (Swiss Post PostPac Priority): CHF 16.90, delivered the next working day',
      },
      {
        de: 'Sperrgut ab 100 cm Seitenlänge: CHF 24.90 (Express CHF 34.90)',
        fr: 'Colis encombrant dès 100 cm de côté : CHF 24.90 (Express CHF 34.90)',
        it: 'Pacco ingombrante da 100 cm di lato: CHF 24.90 (Express CHF 34.90)',
        en: 'Bulky parcel from a side length of 100 cm: CHF 24.90 (express CHF 34.90)',
      },
      {
        de: 'Stückgut per Spedition ab 300 cm Gurtmass: CHF 79.00 (Express CHF 119.00)',
        fr: 'Envoi par transporteur dès 300 cm de pourtour : CHF 79.00 (Express CHF 119.00)',
        it: 'Spedizione tramite corriere da 300 cm di circonferenza: CHF 79.00 (Express CHF 119.00)',
        en: 'Freight forwarding from a girth of 300 cm: CHF 79.00 (express CHF 119.00)',
      },
      {
        de: 'Gutscheine und Muster per A-Post-Brief: CHF 2.50',
        fr: 'Bons et échantillons par lettre Courrier A : CHF 2.50',
        it: 'Buoni e campioni per lettera Posta A: CHF 2.50',
        en: 'Vouchers and samples by A-Mail letter: CHF 2.50',
      },
      {
        de: 'Abholung im Atelier in Root: kostenlos',
        fr: "Retrait à l'atelier de Root : gratuit",
        it: "Ritiro presso l'atelier di Root: gratuito",
        en: 'Collection from our workshop in Root: free',
      },
    ),
    h({ de: 'Verpackung', fr: 'Emballage', it: 'Imballaggio', en: 'Packaging' }, 'packaging'),
    p({
      de: 'Poster verschicken wir gerollt in stabilen Versandrollen, Leinwände, Acrylglas und Alu-Dibond in massgefertigten Kartons mit Kantenschutz. Wir verzichten so weit wie möglich auf Plastik; alle Kartons sind aus Recyclingmaterial.',
      fr: "Nous expédions les posters roulés dans des tubes solides, les toiles, le verre acrylique et l'Alu-Dibond dans des cartons sur mesure avec protège-coins. Nous évitons le plastique autant que possible ; tous les cartons sont en matériau recyclé.",
      it: "Spediamo i poster arrotolati in tubi robusti, le tele, il vetro acrilico e l'Alu-Dibond in scatole su misura con paraspigoli. Evitiamo la plastica il più possibile; tutte le scatole sono in materiale riciclato.",
      en: 'Posters ship rolled in sturdy tubes; canvases, acrylic glass and aluminium Dibond in made-to-measure boxes with edge protectors. We avoid plastic wherever we can; all boxes are made of recycled material.',
    }),
  ],
);
