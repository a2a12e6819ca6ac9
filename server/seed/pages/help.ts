import { h, list, p } from '../localized';
import { page } from './page';

/**
 * Hashes the navigation uses for the sections of the help page: the ids of its headings, in order.
 */
export const helpAnchors = ['ordering', 'image-quality', 'payment', 'delivery', 'complaints'] as const;
export type HelpAnchor = (typeof helpAnchors)[number];

export const helpPage = page(
  'help',
  {
    slugs: { de: 'hilfe', fr: 'aide', it: 'aiuto', en: 'help' },
    titles: {
      de: 'Hilfe und häufige Fragen',
      fr: 'Aide et questions fréquentes',
      it: 'Aiuto e domande frequenti',
      en: 'Help and frequently asked questions',
    },
    descriptions: {
      de: 'Antworten zu Bestellung, Bildqualität, Zahlung, Lieferung und Reklamationen bei Print Atelier.',
      fr: 'Réponses sur la commande, la qualité des images, le paiement, la livraison et les réclamations chez Print Atelier.',
      it: 'Risposte su ordinazione, qualità delle immagini, pagamento, consegna e reclami presso Print Atelier.',
      en: 'Answers about ordering, image quality, payment, delivery and complaints at Print Atelier.',
    },
  },
  [
    h(
      {
        de: 'Bestellung und Gestaltung',
        fr: 'Commande et création',
        it: 'Ordinazione e creazione',
        en: 'Ordering and design',
      },
      'ordering',
    ),
    p({
      de: 'Wählen Sie ein Produkt und eine Grösse, laden Sie Ihr Bild hoch oder nehmen Sie eine unserer Vorlagen, und legen Sie im Gestalter den Bildausschnitt fest. Bei der Leinwand sehen Sie die Kante, die um den Keilrahmen läuft, als schraffierten Bereich. Ihr Entwurf bleibt im Warenkorb gespeichert, bis Sie bestellen.',
      fr: "Choisissez un produit et une taille, téléchargez votre image ou prenez l'un de nos modèles, puis définissez le cadrage dans l'éditeur. Pour la toile, la partie qui entoure le châssis apparaît hachurée. Votre création reste enregistrée dans le panier jusqu'à la commande.",
      it: "Scegliete un prodotto e una dimensione, caricate la vostra immagine o prendete uno dei nostri modelli e definite l'inquadratura nell'editor. Per la tela, la parte che avvolge il telaio appare tratteggiata. La vostra creazione resta salvata nel carrello fino all'ordine.",
      en: 'Choose a product and a size, upload your picture or take one of our templates, and set the crop in the designer. On canvas, the part that wraps round the stretcher frame is shown hatched. Your design stays in the basket until you order.',
    }),
    p({
      de: 'Sie brauchen ein Format, das nicht im Katalog steht? Bei Leinwand, Poster und Alu-Dibond geben Sie einfach Breite und Höhe in Zentimetern ein. Katalogformate sind dabei etwas günstiger als eigene Masse.',
      fr: "Vous avez besoin d'un format qui ne figure pas au catalogue ? Pour la toile, le poster et l'Alu-Dibond, saisissez simplement la largeur et la hauteur en centimètres. Les formats du catalogue sont un peu plus avantageux que les dimensions libres.",
      it: "Vi serve un formato che non è a catalogo? Per tela, poster e Alu-Dibond inserite semplicemente larghezza e altezza in centimetri. I formati a catalogo sono un po' più convenienti delle misure libere.",
      en: 'Need a size that is not in the catalogue? For canvas, poster and aluminium Dibond just enter the width and height in centimetres. Catalogue sizes are a little cheaper than custom ones.',
    }),
    h({ de: 'Bildqualität', fr: 'Qualité des images', it: 'Qualità delle immagini', en: 'Image quality' }, 'image-quality'),
    p({
      de: 'Für ein scharfes Ergebnis empfehlen wir mindestens 150 dpi in der gewählten Druckgrösse; bei grossen Formaten, die man aus Distanz betrachtet, reichen oft 100 dpi. Der Gestalter warnt Sie unter 100 dpi und verlangt unter 50 dpi eine ausdrückliche Bestätigung.',
      fr: "Pour un résultat net, nous recommandons au moins 150 dpi à la taille d'impression choisie ; pour les grands formats vus de loin, 100 dpi suffisent souvent. L'éditeur vous avertit en dessous de 100 dpi et demande une confirmation explicite en dessous de 50 dpi.",
      it: "Per un risultato nitido consigliamo almeno 150 dpi nella dimensione di stampa scelta; per i grandi formati guardati da lontano spesso bastano 100 dpi. L'editor vi avvisa sotto i 100 dpi e chiede una conferma esplicita sotto i 50 dpi.",
      en: 'For a sharp result we recommend at least 150 dpi at the chosen print size; for large formats seen from a distance 100 dpi is often enough. The designer warns you below 100 dpi and asks for explicit confirmation below 50 dpi.',
    }),
    list(
      {
        de: 'Laden Sie immer das Originalfoto hoch, nicht eine Version aus einem Messenger.',
        fr: 'Téléchargez toujours la photo originale, pas une version envoyée par messagerie.',
        it: 'Caricate sempre la foto originale, non una versione inviata tramite messaggistica.',
        en: 'Always upload the original photo, not a copy sent through a messenger app.',
      },
      {
        de: 'Wir drucken in sRGB oder Adobe RGB; eingebettete Farbprofile werden berücksichtigt.',
        fr: 'Nous imprimons en sRGB ou Adobe RGB ; les profils de couleur intégrés sont pris en compte.',
        it: 'Stampiamo in sRGB o Adobe RGB; i profili colore incorporati vengono rispettati.',
        en: 'We print in sRGB or Adobe RGB; embedded colour profiles are respected.',
      },
      {
        de: 'Unser Team prüft jede Datei vor dem Druck und meldet sich, wenn uns etwas auffällt.',
        fr: 'Notre équipe contrôle chaque fichier avant impression et vous contacte si quelque chose nous frappe.',
        it: 'Il nostro team controlla ogni file prima della stampa e vi contatta se nota qualcosa.',
        en: 'Our team checks every file before printing and gets in touch if anything looks wrong.',
      },
    ),
    h({ de: 'Zahlung', fr: 'Paiement', it: 'Pagamento', en: 'Payment' }, 'payment'),
    p({
      de: 'Sie bezahlen auf Rechnung mit QR-Einzahlungsschein (30 Tage) oder per Vorauskasse (wir drucken, sobald Ihre Zahlung eingegangen ist). Alle Preise verstehen sich in Schweizer Franken inklusive Mehrwertsteuer. Gutscheincodes geben Sie im Warenkorb ein.',
      fr: "Vous payez sur facture avec QR-facture (30 jours) ou par paiement anticipé (nous imprimons dès réception de votre paiement). Tous les prix s'entendent en francs suisses, TVA incluse. Les codes de bon se saisissent dans le panier.",
      it: 'Potete pagare su fattura con QR-fattura (30 giorni) o con pagamento anticipato (stampiamo non appena riceviamo il pagamento). Tutti i prezzi sono in franchi svizzeri, IVA inclusa. I codici dei buoni si inseriscono nel carrello.',
      en: 'You pay by invoice with a QR-bill (30 days) or in advance (we print as soon as your payment has arrived). All prices are in Swiss francs including VAT. Enter voucher codes in the basket.',
    }),
    h({ de: 'Lieferung', fr: 'Livraison', it: 'Consegna', en: 'Delivery' }, 'delivery'),
    p({
      de: 'Je nach Produkt produzieren wir in 1 bis 5 Arbeitstagen; grosse Formate und Aufhängesysteme brauchen einen bis zwei Tage länger. Danach liefert die Post in der Regel innert 1 bis 2 Arbeitstagen. Wir liefern in die Schweiz und nach Liechtenstein; Abholung in Root ist kostenlos.',
      fr: "Selon le produit, nous produisons en 1 à 5 jours ouvrables ; les grands formats et les systèmes d'accrochage demandent un à deux jours de plus. La Poste livre ensuite généralement en 1 à 2 jours ouvrables. Nous livrons en Suisse et au Liechtenstein ; le retrait à Root est gratuit.",
      it: 'A seconda del prodotto produciamo in 1-5 giorni lavorativi; i grandi formati e i sistemi di aggancio richiedono uno o due giorni in più. La Posta consegna poi di regola in 1-2 giorni lavorativi. Consegniamo in Svizzera e nel Liechtenstein; il ritiro a Root è gratuito.',
      en: 'Depending on the product we produce within 1 to 5 working days; large formats and hanging systems take one or two days longer. Swiss Post then usually delivers within 1 to 2 working days. We deliver to Switzerland and Liechtenstein; collection in Root is free.',
    }),
    h({ de: 'Reklamationen', fr: 'Réclamations', it: 'Reclami', en: 'Complaints' }, 'complaints'),
    p({
      de: 'Ist Ihr Wandbild beschädigt angekommen oder entspricht es nicht Ihrer Bestellung? Senden Sie uns innert 14 Tagen ein Foto des Schadens und der Verpackung. Wir drucken kostenlos neu oder erstatten den Betrag – Sie müssen das beschädigte Bild in der Regel nicht zurückschicken.',
      fr: "Votre tableau est arrivé endommagé ou ne correspond pas à votre commande ? Envoyez-nous dans les 14 jours une photo du dommage et de l'emballage. Nous réimprimons gratuitement ou remboursons le montant – en règle générale, vous n'avez pas à renvoyer le tableau endommagé.",
      it: "Il vostro quadro è arrivato danneggiato o non corrisponde all'ordine? Inviateci entro 14 giorni una foto del danno e dell'imballaggio. Ristampiamo gratuitamente o rimborsiamo l'importo – di regola non dovete rispedire il quadro danneggiato.",
      en: 'Did your wall art arrive damaged or not as ordered? Send us a photo of the damage and the packaging within 14 days. We reprint free of charge or refund you – as a rule you do not need to return the damaged picture.',
    }),
  ],
);
