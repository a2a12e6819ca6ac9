import { company } from '../company';
import { h, list, p } from '../localized';
import { page } from './page';

export const privacyPage = page(
  'privacy',
  {
    slugs: { de: 'datenschutz', fr: 'protection-des-donnees', it: 'protezione-dei-dati', en: 'privacy-policy' },
    titles: {
      de: 'Datenschutzerklärung',
      fr: 'Déclaration de protection des données',
      it: 'Informativa sulla protezione dei dati',
      en: 'Privacy policy',
    },
    descriptions: {
      de: 'Wie Print Atelier Ihre Personendaten und Bilder nach dem Schweizer Datenschutzgesetz (DSG) bearbeitet.',
      fr: 'Comment Print Atelier traite vos données personnelles et vos images selon la loi suisse sur la protection des données (LPD).',
      it: 'Come Print Atelier tratta i vostri dati personali e le vostre immagini secondo la legge svizzera sulla protezione dei dati (LPD).',
      en: 'How Print Atelier processes your personal data and pictures under the Swiss Federal Act on Data Protection (FADP).',
    },
  },
  [
    h({ de: 'Verantwortliche Stelle', fr: 'Responsable du traitement', it: 'Titolare del trattamento', en: 'Controller' }),
    p({
      de: `Verantwortlich für die Datenbearbeitung ist die ${company.name}, ${company.street}, ${company.zipcode} ${company.city}. Fragen zum Datenschutz richten Sie an ${company.email}.`,
      fr: `Le responsable du traitement est ${company.name}, ${company.street}, ${company.zipcode} ${company.city}. Adressez vos questions sur la protection des données à ${company.email}.`,
      it: `Titolare del trattamento è ${company.name}, ${company.street}, ${company.zipcode} ${company.city}. Le domande sulla protezione dei dati vanno inviate a ${company.email}.`,
      en: `The controller is ${company.name}, ${company.street}, ${company.zipcode} ${company.city}. Please send questions about data protection to ${company.email}.`,
    }),
    h({ de: 'Welche Daten wir bearbeiten', fr: 'Les données que nous traitons', it: 'Quali dati trattiamo', en: 'What data we process' }),
    list(
      {
        de: 'Bestell- und Kontaktdaten: Name, Adresse, E-Mail, Telefon, Bestellungen',
        fr: 'Données de commande et de contact : nom, adresse, e-mail, téléphone, commandes',
        it: 'Dati di ordinazione e di contatto: nome, indirizzo, e-mail, telefono, ordini',
        en: 'Order and contact data: name, address, e-mail, phone, orders',
      },
      {
        de: 'Hochgeladene Bilder und Entwürfe, ausschliesslich zur Herstellung Ihrer Bestellung',
        fr: 'Images et créations téléchargées, uniquement pour fabriquer votre commande',
        it: 'Immagini e creazioni caricate, esclusivamente per realizzare il vostro ordine',
        en: 'Uploaded pictures and designs, solely to produce your order',
      },
      {
        de: 'Technische Daten wie IP-Adresse, Browser und besuchte Seiten, um die Website sicher zu betreiben',
        fr: 'Données techniques comme adresse IP, navigateur et pages consultées, pour exploiter le site en toute sécurité',
        it: 'Dati tecnici come indirizzo IP, browser e pagine visitate, per gestire il sito in sicurezza',
        en: 'Technical data such as IP address, browser and pages visited, to run the website securely',
      },
    ),
    h({ de: 'Weitergabe und Aufbewahrung', fr: 'Transmission et conservation', it: 'Trasmissione e conservazione', en: 'Disclosure and retention' }),
    p({
      de: 'Wir geben Daten nur weiter, soweit es für die Bestellung nötig ist: an die Post für die Zustellung und an Zahlungsanbieter für die Zahlung. Hochgeladene Bilder löschen wir 90 Tage nach der Auslieferung, Buchhaltungsdaten bewahren wir zehn Jahre auf, wie es das Gesetz verlangt.',
      fr: "Nous ne transmettons des données que dans la mesure nécessaire à la commande : à la Poste pour la livraison et aux prestataires de paiement pour le paiement. Nous supprimons les images téléchargées 90 jours après la livraison et conservons les données comptables dix ans, comme l'exige la loi.",
      it: "Trasmettiamo dati solo nella misura necessaria all'ordine: alla Posta per la consegna e ai fornitori di servizi di pagamento per il pagamento. Cancelliamo le immagini caricate 90 giorni dopo la consegna e conserviamo i dati contabili per dieci anni, come prescrive la legge.",
      en: 'We only pass on data as far as the order requires: to Swiss Post for delivery and to payment providers for payment. We delete uploaded pictures 90 days after delivery and keep accounting records for ten years, as the law requires.',
    }),
    h({ de: 'Cookies und Analyse', fr: 'Cookies et analyse', it: 'Cookie e analisi', en: 'Cookies and analytics' }),
    p({
      de: 'Wir verwenden notwendige Cookies für Sprache, Warenkorb und Anmeldung. Statistiken über die Nutzung erheben wir nur, wenn Ihr Browser kein «Do Not Track» sendet.',
      fr: "Nous utilisons des cookies nécessaires pour la langue, le panier et la connexion. Nous ne collectons des statistiques d'utilisation que si votre navigateur n'envoie pas de signal « Do Not Track ».",
      it: "Utilizziamo i cookie necessari per lingua, carrello e accesso. Raccogliamo statistiche sull'utilizzo solo se il vostro browser non invia il segnale «Do Not Track».",
      en: 'We use necessary cookies for language, basket and login. We only collect usage statistics if your browser does not send a "Do Not Track" signal.',
    }),
    h({ de: 'Ihre Rechte', fr: 'Vos droits', it: 'I vostri diritti', en: 'Your rights' }),
    p({
      de: 'Sie können jederzeit Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen und der Bearbeitung widersprechen. Zudem können Sie sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) beschweren.',
      fr: "Vous pouvez à tout moment demander l'accès à vos données, les faire rectifier ou supprimer et vous opposer à leur traitement. Vous pouvez également déposer une plainte auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT).",
      it: "Potete in qualsiasi momento chiedere informazioni sui vostri dati, farli rettificare o cancellare e opporvi al trattamento. Potete inoltre presentare reclamo all'Incaricato federale della protezione dei dati e della trasparenza (IFPDT).",
      en: 'You may at any time ask what data we hold about you, have it corrected or deleted, and object to its processing. You may also complain to the Federal Data Protection and Information Commissioner (FDPIC).',
    }),
  ],
);
