import { h, list, p } from '../localized';
import { page } from './page';

export const aboutPage = page(
  'about',
  {
    slugs: { de: 'ueber-uns', fr: 'a-propos', it: 'chi-siamo', en: 'about-us' },
    titles: { de: 'Über uns', fr: 'À propos', it: 'Chi siamo', en: 'About us' },
    descriptions: {
      de: 'Print Atelier AG: ein Team aus Fotografen, Druckern und Schreinern, das in Root bei Luzern Wandbilder von Hand fertigt.',
      fr: "Print Atelier AG : une équipe de photographes, d'imprimeurs et de menuisiers qui fabrique des tableaux à la main à Root, près de Lucerne.",
      it: 'Print Atelier AG: un team di fotografi, stampatori e falegnami che realizza quadri a mano a Root, vicino a Lucerna.',
      en: 'Print Atelier AG: a team of photographers, printers and carpenters making wall art by hand in Root near Lucerne.',
    },
  },
  [
    h({
      de: 'Ein Atelier für Ihre Bilder',
      fr: 'Un atelier pour vos images',
      it: 'Un atelier per le vostre immagini',
      en: 'A workshop for your pictures',
    }),
    p({
      de: 'Print Atelier entstand 2014 als kleines Fotolabor in Luzern. Heute arbeiten wir mit vierzehn Fachleuten aus Fotografie, Druck und Holzverarbeitung im Technologiepark in Root. Jedes Bild, das unser Haus verlässt, ist vorher durch mehrere Hände gegangen – und durch ein prüfendes Auge.',
      fr: "Print Atelier est né en 2014 d'un petit laboratoire photo à Lucerne. Aujourd'hui, quatorze spécialistes de la photographie, de l'impression et du travail du bois travaillent avec nous au Technologiepark de Root. Chaque tableau qui quitte notre maison est passé entre plusieurs mains – et sous un œil attentif.",
      it: 'Print Atelier è nato nel 2014 come piccolo laboratorio fotografico a Lucerna. Oggi lavoriamo con quattordici specialisti di fotografia, stampa e lavorazione del legno nel Technologiepark di Root. Ogni quadro che lascia la nostra sede è passato per diverse mani – e sotto un occhio attento.',
      en: 'Print Atelier started in 2014 as a small photo lab in Lucerne. Today fourteen specialists in photography, printing and woodwork work with us at the Technologiepark in Root. Every picture that leaves our house has passed through several pairs of hands – and a critical eye.',
    }),
    h({ de: 'Was uns wichtig ist', fr: 'Ce qui compte pour nous', it: 'Ciò che conta per noi', en: 'What matters to us' }),
    list(
      {
        de: 'Qualität: Wir drucken mit Zwölf-Farben-Pigmentdruckern auf kalibrierten Systemen und prüfen jedes Bild vor dem Versand.',
        fr: 'La qualité : nous imprimons avec des imprimantes à pigments douze couleurs sur des systèmes calibrés et contrôlons chaque tableau avant expédition.',
        it: 'Qualità: stampiamo con stampanti a pigmenti a dodici colori su sistemi calibrati e controlliamo ogni quadro prima della spedizione.',
        en: 'Quality: we print with twelve-colour pigment printers on calibrated systems and check every picture before it ships.',
      },
      {
        de: 'Handwerk: Unsere Keilrahmen bauen wir selbst aus FSC-zertifiziertem Fichtenholz aus der Region.',
        fr: 'Le savoir-faire : nous fabriquons nous-mêmes nos châssis en épicéa régional certifié FSC.',
        it: 'Artigianato: costruiamo noi stessi i telai con legno di abete regionale certificato FSC.',
        en: 'Craft: we build our stretcher frames ourselves from FSC-certified regional spruce.',
      },
      {
        de: 'Nachhaltigkeit: Unser Atelier läuft mit Strom aus der eigenen Solaranlage, Verschnitt wird recycelt, verpackt wird in Karton statt Plastik.',
        fr: "La durabilité : notre atelier fonctionne à l'électricité de notre propre installation solaire, les chutes sont recyclées et nous emballons dans du carton plutôt que du plastique.",
        it: "Sostenibilità: il nostro atelier funziona con l'elettricità del nostro impianto solare, gli scarti vengono riciclati e imballiamo in cartone invece che in plastica.",
        en: 'Sustainability: our workshop runs on power from our own solar panels, offcuts are recycled, and we pack in cardboard rather than plastic.',
      },
    ),
    h({
      de: 'Besuchen Sie uns',
      fr: 'Rendez-nous visite',
      it: 'Venite a trovarci',
      en: 'Come and see us',
    }),
    p({
      de: 'In unserem Showroom im Technologiepark in Root sehen Sie alle Materialien im Original und lassen sich persönlich beraten. Bestellungen können Sie dort auch abholen. Wir freuen uns auf Ihren Besuch – am besten mit kurzer Voranmeldung.',
      fr: 'Dans notre showroom au Technologiepark de Root, vous découvrez tous les matériaux en vrai et bénéficiez de conseils personnalisés. Vous pouvez aussi y retirer vos commandes. Nous nous réjouissons de votre visite – idéalement sur rendez-vous.',
      it: 'Nel nostro showroom al Technologiepark di Root potete vedere dal vivo tutti i materiali e ricevere una consulenza personale. Lì potete anche ritirare i vostri ordini. Saremo lieti della vostra visita – preferibilmente previo appuntamento.',
      en: 'In our showroom at the Technologiepark in Root you can see every material in person and get personal advice. You can also collect your orders there. We look forward to your visit – ideally let us know you are coming.',
    }),
  ],
);
