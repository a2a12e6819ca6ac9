import { company } from '../company';
import { h, list, p, same } from '../localized';
import { page } from './page';

export const imprintPage = page(
  'imprint',
  {
    slugs: { de: 'impressum', fr: 'mentions-legales', it: 'note-legali', en: 'imprint' },
    titles: { de: 'Impressum', fr: 'Mentions légales', it: 'Note legali', en: 'Imprint' },
    descriptions: {
      de: `Impressum der ${company.name}, ${company.street}, ${company.zipcode} ${company.city}.`,
      fr: `Mentions légales de ${company.name}, ${company.street}, ${company.zipcode} ${company.city}.`,
      it: `Note legali di ${company.name}, ${company.street}, ${company.zipcode} ${company.city}.`,
      en: `Legal notice of ${company.name}, ${company.street}, ${company.zipcode} ${company.city}.`,
    },
  },
  [
    h({ de: 'Verantwortlich für diese Website', fr: 'Responsable de ce site', it: 'Responsabile di questo sito', en: 'Responsible for this website' }),
    list(
      same(company.name),
      same(company.street),
      {
        de: `${company.zipcode} ${company.city}, ${company.country.de}`,
        fr: `${company.zipcode} ${company.city}, ${company.country.fr}`,
        it: `${company.zipcode} ${company.city}, ${company.country.it}`,
        en: `${company.zipcode} ${company.city}, ${company.country.en}`,
      },
      {
        de: `Telefon ${company.phone}`,
        fr: `Téléphone ${company.phone}`,
        it: `Telefono ${company.phone}`,
        en: `Phone ${company.phone}`,
      },
      { de: `E-Mail ${company.email}`, fr: `E-mail ${company.email}`, it: `E-mail ${company.email}`, en: `E-mail ${company.email}` },
    ),
    h({ de: 'Handelsregister', fr: 'Registre du commerce', it: 'Registro di commercio', en: 'Commercial register' }),
    p({
      de: `Eingetragen im Handelsregister des Kantons ${company.canton.de}. Unternehmens-Identifikationsnummer (UID): ${company.uid}, MWST-Nr. ${company.uid} MWST. Vertretungsberechtigt: die Mitglieder der Geschäftsleitung gemäss Handelsregistereintrag.`,
      fr: `Inscrite au registre du commerce du canton de ${company.canton.fr}. Numéro d'identification des entreprises (IDE) : ${company.uid}, no TVA ${company.uid} TVA. Représentation : les membres de la direction selon l'inscription au registre du commerce.`,
      it: `Iscritta nel registro di commercio del Cantone di ${company.canton.it}. Numero d'identificazione delle imprese (IDI): ${company.uid}, n. IVA ${company.uid} IVA. Rappresentanza: i membri della direzione secondo l'iscrizione nel registro di commercio.`,
      en: `Entered in the commercial register of the canton of ${company.canton.en}. Business identification number (UID): ${company.uid}, VAT no. ${company.uid} VAT. Authorised to represent the company: the members of the management as entered in the commercial register.`,
    }),
    h({ de: 'Haftungsausschluss', fr: 'Exclusion de responsabilité', it: 'Esclusione di responsabilità', en: 'Disclaimer' }),
    p({
      de: 'Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität. Für Inhalte externer Links sind ausschliesslich deren Betreiber verantwortlich.',
      fr: 'Nous vérifions soigneusement le contenu de ce site, mais ne garantissons ni son exactitude, ni son exhaustivité, ni son actualité. Les exploitants des sites liés sont seuls responsables de leur contenu.',
      it: 'Verifichiamo con cura i contenuti di questo sito, ma non garantiamo la loro esattezza, completezza e attualità. I gestori dei siti collegati sono gli unici responsabili dei loro contenuti.',
      en: 'We check the content of this website carefully but accept no liability for its accuracy, completeness or timeliness. The operators of linked websites are solely responsible for their content.',
    }),
    h({ de: 'Hinweis zum Demo-Shop', fr: 'Remarque sur la boutique de démonstration', it: 'Nota sul negozio dimostrativo', en: 'About this demo shop' }),
    p({
      de: 'Dieser Shop dient der Demonstration. Die Firma, ihre Adresse, Telefonnummer, E-Mail-Adresse und UID sind frei erfunden; Bestellungen werden nicht ausgeführt.',
      fr: 'Cette boutique sert de démonstration. La société, son adresse, son numéro de téléphone, son adresse e-mail et son IDE sont fictifs ; les commandes ne sont pas exécutées.',
      it: 'Questo negozio ha scopo dimostrativo. La società, il suo indirizzo, numero di telefono, indirizzo e-mail e IDI sono fittizi; gli ordini non vengono evasi.',
      en: 'This shop is a demonstration. The company, its address, phone number, e-mail address and UID are fictional; orders are not fulfilled.',
    }),
  ],
);
