import { company } from '../company';
import { h, p } from '../localized';
import { page } from './page';

export const termsPage = page(
  'terms',
  {
    slugs: { de: 'agb', fr: 'cgv', it: 'cgv', en: 'terms' },
    titles: {
      de: 'Allgemeine Geschäftsbedingungen (AGB)',
      fr: 'Conditions générales de vente (CGV)',
      it: 'Condizioni generali di vendita (CGV)',
      en: 'Terms and conditions',
    },
    descriptions: {
      de: `Die Allgemeinen Geschäftsbedingungen der ${company.name} für Bestellungen im Onlineshop.`,
      fr: `Les conditions générales de vente de ${company.name} pour les commandes dans la boutique en ligne.`,
      it: `Le condizioni generali di vendita di ${company.name} per gli ordini nel negozio online.`,
      en: `The terms and conditions of ${company.name} for orders in the online shop.`,
    },
  },
  [
    h({ de: '1. Geltungsbereich', fr: "1. Champ d'application", it: '1. Campo di applicazione', en: '1. Scope' }),
    p({
      de: `Diese AGB gelten für alle Bestellungen im Onlineshop der ${company.name}, ${company.zipcode} ${company.city} (nachfolgend «Print Atelier»). Wir liefern an Privat- und Geschäftskunden mit Lieferadresse in der Schweiz oder in Liechtenstein.`,
      fr: `Les présentes CGV s'appliquent à toutes les commandes passées dans la boutique en ligne de ${company.name}, ${company.zipcode} ${company.city} (ci-après « Print Atelier »). Nous livrons les particuliers et les entreprises ayant une adresse de livraison en Suisse ou au Liechtenstein.`,
      it: `Le presenti CGV si applicano a tutti gli ordini effettuati nel negozio online di ${company.name}, ${company.zipcode} ${company.city} (di seguito «Print Atelier»). Consegniamo a clienti privati e aziendali con indirizzo di consegna in Svizzera o nel Liechtenstein.`,
      en: `These terms apply to all orders placed in the online shop of ${company.name}, ${company.zipcode} ${company.city} ("Print Atelier"). We deliver to private and business customers with a delivery address in Switzerland or Liechtenstein.`,
    }),
    h({ de: '2. Vertragsabschluss', fr: '2. Conclusion du contrat', it: '2. Conclusione del contratto', en: '2. Conclusion of contract' }),
    p({
      de: 'Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir die Bestellung per E-Mail bestätigen. Da wir jedes Produkt nach Ihren Vorgaben anfertigen, ist ein Widerruf oder Umtausch nach Produktionsbeginn ausgeschlossen.',
      fr: 'En envoyant la commande, vous faites une offre ferme. Le contrat est conclu dès que nous confirmons la commande par e-mail. Comme chaque produit est fabriqué selon vos indications, toute révocation ou tout échange est exclu après le début de la production.',
      it: "Inviando l'ordine fate un'offerta vincolante. Il contratto è concluso non appena confermiamo l'ordine per e-mail. Poiché realizziamo ogni prodotto secondo le vostre indicazioni, la revoca o il cambio sono esclusi dopo l'inizio della produzione.",
      en: 'By sending your order you make a binding offer. The contract is concluded as soon as we confirm the order by e-mail. Because every product is made to your specification, cancellation or exchange is not possible once production has started.',
    }),
    h({ de: '3. Preise und Zahlung', fr: '3. Prix et paiement', it: '3. Prezzi e pagamento', en: '3. Prices and payment' }),
    p({
      de: 'Alle Preise verstehen sich in Schweizer Franken (CHF) inklusive der gesetzlichen Mehrwertsteuer, zuzüglich Versandkosten. Rechnungen sind innert 30 Tagen zahlbar. Gutscheine sind drei Jahre ab Ausstellung gültig und nicht in bar auszahlbar.',
      fr: "Tous les prix s'entendent en francs suisses (CHF), TVA légale incluse, frais d'envoi en sus. Les factures sont payables dans les 30 jours. Les bons sont valables trois ans à compter de leur émission et ne sont pas remboursables en espèces.",
      it: "Tutti i prezzi sono in franchi svizzeri (CHF), IVA di legge inclusa, spese di spedizione escluse. Le fatture sono pagabili entro 30 giorni. I buoni sono validi tre anni dall'emissione e non sono convertibili in contanti.",
      en: 'All prices are in Swiss francs (CHF) including statutory VAT, plus shipping. Invoices are payable within 30 days. Vouchers are valid for three years from issue and cannot be exchanged for cash.',
    }),
    h({ de: '4. Bildrechte', fr: '4. Droits sur les images', it: '4. Diritti sulle immagini', en: '4. Picture rights' }),
    p({
      de: 'Sie bestätigen, dass Sie die Rechte an den hochgeladenen Bildern besitzen und dass die Motive keine Rechte Dritter verletzen. Wir behalten uns vor, Aufträge mit rechtswidrigen Inhalten abzulehnen.',
      fr: 'Vous confirmez détenir les droits sur les images téléchargées et que les motifs ne portent pas atteinte aux droits de tiers. Nous nous réservons le droit de refuser les commandes au contenu illicite.',
      it: 'Confermate di detenere i diritti sulle immagini caricate e che i soggetti non violano i diritti di terzi. Ci riserviamo il diritto di rifiutare ordini con contenuti illeciti.',
      en: 'You confirm that you hold the rights to the pictures you upload and that they do not infringe the rights of third parties. We reserve the right to refuse orders with unlawful content.',
    }),
    h({ de: '5. Gewährleistung', fr: '5. Garantie', it: '5. Garanzia', en: '5. Warranty' }),
    p({
      de: 'Offensichtliche Mängel und Transportschäden melden Sie uns innert 14 Tagen nach Erhalt. Bei berechtigten Mängeln liefern wir kostenlos Ersatz oder erstatten den Kaufpreis. Geringe Farbabweichungen zwischen Bildschirm und Druck sind kein Mangel. Die Gewährleistungsfrist beträgt zwei Jahre.',
      fr: "Signalez-nous les défauts apparents et les dommages dus au transport dans les 14 jours suivant la réception. En cas de défaut avéré, nous livrons gratuitement un remplacement ou remboursons le prix. De légers écarts de couleur entre l'écran et l'impression ne constituent pas un défaut. La garantie est de deux ans.",
      it: 'Segnalateci i difetti evidenti e i danni da trasporto entro 14 giorni dal ricevimento. In caso di difetti fondati forniamo gratuitamente un sostituto o rimborsiamo il prezzo. Lievi differenze di colore tra schermo e stampa non costituiscono un difetto. La garanzia è di due anni.',
      en: 'Report obvious defects and transport damage to us within 14 days of receipt. For justified defects we replace the item free of charge or refund the price. Slight colour differences between screen and print are not a defect. The warranty period is two years.',
    }),
    h({
      de: '6. Anwendbares Recht und Gerichtsstand',
      fr: '6. Droit applicable et for',
      it: '6. Diritto applicabile e foro',
      en: '6. Governing law and jurisdiction',
    }),
    p({
      de: 'Es gilt ausschliesslich schweizerisches Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist Luzern; für Konsumentinnen und Konsumenten gelten die zwingenden gesetzlichen Gerichtsstände.',
      fr: "Le droit suisse est seul applicable, à l'exclusion de la Convention de Vienne sur la vente internationale de marchandises. Le for est à Lucerne ; les fors légaux impératifs s'appliquent aux consommateurs.",
      it: 'Si applica esclusivamente il diritto svizzero, con esclusione della Convenzione di Vienna sulla vendita internazionale di merci. Il foro competente è Lucerna; per i consumatori valgono i fori legali imperativi.',
      en: 'Swiss law applies exclusively, excluding the UN Convention on Contracts for the International Sale of Goods. The place of jurisdiction is Lucerne; the mandatory statutory jurisdictions apply to consumers.',
    }),
  ],
);
