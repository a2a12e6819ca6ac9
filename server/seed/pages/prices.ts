import { h, p, priceList } from '../localized';
import { page } from './page';

export const pricesPage = page(
  'prices',
  {
    slugs: { de: 'preise', fr: 'prix', it: 'prezzi', en: 'prices' },
    titles: { de: 'Preise', fr: 'Prix', it: 'Prezzi', en: 'Prices' },
    descriptions: {
      de: 'Alle Preise für Leinwand, Poster, Acrylglas und Alu-Dibond in allen Katalogformaten, in CHF inklusive MWST.',
      fr: 'Tous les prix des toiles, posters, verre acrylique et Alu-Dibond dans tous les formats du catalogue, en CHF TVA incluse.',
      it: 'Tutti i prezzi di tela, poster, vetro acrilico e Alu-Dibond in tutti i formati a catalogo, in CHF IVA inclusa.',
      en: 'Every price for canvas, poster, acrylic glass and aluminium Dibond in every catalogue size, in CHF including VAT.',
    },
  },
  [
    p({
      de: 'Die Preise gelten pro Stück mit der Standardausstattung. Ab 5, 10 und 25 Stück desselben Bildes wird es günstiger; Optionen wie Schutzlack oder Aufhängeschiene sehen Sie im Konfigurator.',
      fr: "Les prix s'entendent par pièce avec l'équipement standard. Ils baissent dès 5, 10 et 25 exemplaires de la même image ; les options comme le vernis ou le rail d'accrochage s'affichent dans le configurateur.",
      it: 'I prezzi si intendono per pezzo con la dotazione standard. Diventano più convenienti a partire da 5, 10 e 25 esemplari della stessa immagine; le opzioni come vernice o binario di aggancio sono indicate nel configuratore.',
      en: 'Prices are per piece with the standard features. They drop from 5, 10 and 25 copies of the same picture; options such as varnish or a hanging rail are shown in the configurator.',
    }),
    h({ de: 'Leinwand', fr: 'Toile', it: 'Tela', en: 'Canvas' }),
    priceList('canvas'),
    h({ de: 'Poster', fr: 'Poster', it: 'Poster', en: 'Poster' }),
    priceList('poster'),
    h({ de: 'Acrylglas', fr: 'Verre acrylique', it: 'Vetro acrilico', en: 'Acrylic glass' }),
    priceList('acrylic-glass'),
    h({ de: 'Alu-Dibond', fr: 'Alu-Dibond', it: 'Alu-Dibond', en: 'Aluminium Dibond' }),
    priceList('aluminium-dibond'),
  ],
);
