import { h, list, p, productsBlock } from '../localized';
import { giftProductIds, wallArtProductIds } from '../products';
import { page } from './page';

export const homePage = page(
  'home',
  {
    slugs: { de: '', fr: '', it: '', en: '' },
    titles: {
      de: 'Print Atelier – Ihre Bilder als Wandbild',
      fr: 'Print Atelier – Vos photos en tableau',
      it: 'Print Atelier – Le vostre foto in quadro',
      en: 'Print Atelier – Your pictures as wall art',
    },
    descriptions: {
      de: 'Fotos und Motive auf Leinwand, Poster, Acrylglas und Alu-Dibond drucken lassen – hergestellt in unserem Atelier in Root bei Luzern, Preise in CHF inkl. MWST.',
      fr: 'Imprimez vos photos et motifs sur toile, poster, verre acrylique et Alu-Dibond – fabriqués dans notre atelier de Root près de Lucerne, prix en CHF TVA incluse.',
      it: 'Stampate foto e soggetti su tela, poster, vetro acrilico e Alu-Dibond – prodotti nel nostro atelier di Root vicino a Lucerna, prezzi in CHF IVA inclusa.',
      en: 'Have your photos and designs printed on canvas, poster, acrylic glass and aluminium Dibond – made in our workshop in Root near Lucerne, prices in CHF incl. VAT.',
    },
  },
  [
    h({
      de: 'Ihre schönsten Momente an der Wand',
      fr: 'Vos plus beaux moments au mur',
      it: 'I vostri momenti più belli alla parete',
      en: 'Your finest moments on the wall',
    }),
    p({
      de: 'Ob Ferienfoto aus dem Engadin, das erste Familienbild oder eine eigene Illustration: Wir drucken Ihr Motiv in unserem Atelier in Root bei Luzern – in Ihrer Wunschgrösse, mit lichtechten Pigmenttinten und sorgfältig von Hand verarbeitet.',
      fr: 'Photo de vacances en Engadine, premier portrait de famille ou illustration personnelle : nous imprimons votre motif dans notre atelier de Root, près de Lucerne – au format de votre choix, avec des encres pigmentaires résistantes à la lumière et finitions réalisées à la main.',
      it: "Una foto delle vacanze in Engadina, il primo ritratto di famiglia o un'illustrazione personale: stampiamo il vostro soggetto nel nostro atelier di Root, vicino a Lucerna – nel formato desiderato, con inchiostri a pigmenti resistenti alla luce e rifiniture fatte a mano.",
      en: 'A holiday snap from the Engadine, your first family portrait or an illustration of your own: we print your picture in our workshop in Root near Lucerne – in the size you want, with lightfast pigment inks and carefully finished by hand.',
    }),
    h({ de: 'Unsere Wandbilder', fr: 'Nos tableaux', it: 'I nostri quadri', en: 'Our wall art' }),
    productsBlock(...wallArtProductIds),
    h({ de: "So einfach geht's", fr: "C'est très simple", it: 'Semplicissimo', en: 'How it works' }),
    list(
      {
        de: 'Produkt, Format und Grösse wählen – oder eine eigene Grösse eingeben.',
        fr: 'Choisissez le produit, le format et la taille – ou saisissez vos propres dimensions.',
        it: 'Scegliete prodotto, formato e dimensione – oppure inserite misure personalizzate.',
        en: 'Choose the product, format and size – or enter a size of your own.',
      },
      {
        de: 'Foto hochladen oder eine unserer Vorlagen verwenden und den Bildausschnitt festlegen.',
        fr: "Téléchargez votre photo ou utilisez l'un de nos modèles, puis définissez le cadrage.",
        it: "Caricate la vostra foto o usate uno dei nostri modelli e scegliete l'inquadratura.",
        en: 'Upload a photo or use one of our templates and set the crop.',
      },
      {
        de: 'Vorschau prüfen und bestellen – wir produzieren in 1 bis 5 Arbeitstagen und liefern in die ganze Schweiz.',
        fr: "Vérifiez l'aperçu et commandez – nous produisons en 1 à 5 jours ouvrables et livrons dans toute la Suisse.",
        it: "Controllate l'anteprima e ordinate – produciamo in 1-5 giorni lavorativi e consegniamo in tutta la Svizzera.",
        en: 'Check the preview and order – we produce within 1 to 5 working days and deliver all over Switzerland.',
      },
    ),
    h({ de: 'Geschenke und Muster', fr: 'Cadeaux et échantillons', it: 'Regali e campioni', en: 'Gifts and samples' }),
    p({
      de: 'Noch unentschlossen? Mit dem Musterset vergleichen Sie unsere Materialien zu Hause. Und wer ein Wandbild verschenken möchte, ohne das Motiv zu kennen, wählt unseren Geschenkgutschein.',
      fr: "Encore indécis ? Avec le kit d'échantillons, vous comparez nos matériaux chez vous. Et pour offrir un tableau sans connaître le motif, choisissez notre bon cadeau.",
      it: 'Ancora indecisi? Con il set di campioni confrontate i nostri materiali a casa. E per regalare un quadro senza conoscerne il soggetto, scegliete il nostro buono regalo.',
      en: "Can't decide? Our sample set lets you compare the materials at home. And if you want to give wall art without knowing the picture, choose our gift voucher.",
    }),
    productsBlock(...giftProductIds),
    h({ de: 'Warum Print Atelier?', fr: 'Pourquoi Print Atelier ?', it: 'Perché Print Atelier?', en: 'Why Print Atelier?' }),
    list(
      {
        de: 'Gedruckt und von Hand verarbeitet in der Schweiz',
        fr: 'Imprimé et façonné à la main en Suisse',
        it: 'Stampato e lavorato a mano in Svizzera',
        en: 'Printed and finished by hand in Switzerland',
      },
      {
        de: 'Persönliche Beratung per Telefon und E-Mail, auch zur Bildqualität',
        fr: 'Conseils personnalisés par téléphone et e-mail, y compris sur la qualité des images',
        it: 'Consulenza personale per telefono ed e-mail, anche sulla qualità delle immagini',
        en: 'Personal advice by phone and e-mail, image quality included',
      },
      {
        de: 'Zufriedenheitsgarantie: Stimmt etwas nicht, drucken wir kostenlos neu',
        fr: 'Garantie de satisfaction : si quelque chose ne va pas, nous réimprimons gratuitement',
        it: 'Garanzia di soddisfazione: se qualcosa non va, ristampiamo gratuitamente',
        en: 'Satisfaction guarantee: if anything is wrong, we reprint free of charge',
      },
      {
        de: 'Bequem bezahlen auf Rechnung mit QR-Einzahlungsschein oder per Vorauskasse',
        fr: 'Paiement simple sur facture avec QR-facture ou par paiement anticipé',
        it: 'Pagamento comodo su fattura con QR-fattura o con pagamento anticipato',
        en: 'Pay by invoice with a QR-bill or in advance',
      },
    ),
  ],
);
