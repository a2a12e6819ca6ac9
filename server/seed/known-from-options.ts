import type { Localized } from './localized';

/** A known_from_options row; `questions` asks for a detail (knownFromDetail) or is null. */
export interface KnownFromOptionSeed {
  position: number;
  names: Localized;
  questions: Localized | null;
}

export const knownFromOptions: KnownFromOptionSeed[] = [
  {
    position: 1,
    names: { de: 'Google-Suche', fr: 'Recherche Google', it: 'Ricerca Google', en: 'Google search' },
    questions: null,
  },
  {
    position: 2,
    names: { de: 'Instagram', fr: 'Instagram', it: 'Instagram', en: 'Instagram' },
    questions: null,
  },
  {
    position: 3,
    names: { de: 'Facebook', fr: 'Facebook', it: 'Facebook', en: 'Facebook' },
    questions: null,
  },
  {
    position: 4,
    names: {
      de: 'Empfehlung von Freunden oder Familie',
      fr: "Recommandation d'amis ou de la famille",
      it: 'Consiglio di amici o familiari',
      en: 'Recommended by friends or family',
    },
    questions: {
      de: 'Wer hat uns empfohlen?',
      fr: 'Qui nous a recommandés ?',
      it: 'Chi ci ha consigliato?',
      en: 'Who recommended us?',
    },
  },
  {
    position: 5,
    names: { de: 'Messe oder Ausstellung', fr: 'Salon ou exposition', it: 'Fiera o esposizione', en: 'Trade fair or exhibition' },
    questions: { de: 'Welche Messe?', fr: 'Quel salon ?', it: 'Quale fiera?', en: 'Which fair?' },
  },
  {
    position: 6,
    names: { de: 'Zeitung oder Zeitschrift', fr: 'Journal ou magazine', it: 'Giornale o rivista', en: 'Newspaper or magazine' },
    questions: {
      de: 'Welche Zeitung oder Zeitschrift?',
      fr: 'Quel journal ou magazine ?',
      it: 'Quale giornale o rivista?',
      en: 'Which one?',
    },
  },
  {
    position: 7,
    names: { de: 'Anderes', fr: 'Autre', it: 'Altro', en: 'Other' },
    questions: {
      de: 'Wo haben Sie von uns erfahren?',
      fr: 'Où avez-vous entendu parler de nous ?',
      it: 'Dove avete sentito parlare di noi?',
      en: 'Where did you hear about us?',
    },
  },
];
