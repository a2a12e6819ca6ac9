import type { DesignTemplate, TextSlot } from '../../shared/domain/template/design-template';
import type { Db } from '../db/database';
import { designTemplates as designTemplatesTable } from '../db/schema';
import { type Localized, same } from './localized';
import { claimSeedRun } from './seed-runs';

/*
 * The demo shop's design templates: two per orientation at least, for one photo and for a
 * collage, each with a title (and a date or names) in the four languages. White text with a bold
 * cut reads on most photos; the shopper changes it in the text tool.
 */

type Slot = Omit<TextSlot, 'font' | 'weight' | 'colour' | 'align'> & Partial<TextSlot>;

const slot = (fields: Slot): TextSlot => ({ font: 'open-sans', weight: 'regular', colour: '#ffffff', align: 'center', ...fields });

const WHITE = { gap: 5, background: '#ffffff' } as const;

const familyTitle: Localized = { de: 'Familie Müller', fr: 'Famille Müller', it: 'Famiglia Müller', en: 'The Müller family' };
const date: Localized = { de: '12. März 2026', fr: '12 mars 2026', it: '12 marzo 2026', en: '12 March 2026' };

const designTemplates: DesignTemplate[] = [
  {
    id: 'photo-with-title',
    orientation: 'landscape',
    layout: null,
    style: WHITE,
    names: { de: 'Foto mit Titel und Datum', fr: 'Photo avec titre et date', it: 'Foto con titolo e data', en: 'Photo with title and date' },
    slots: [
      slot({ x: 0.5, y: 0.78, width: 0.8, size: 0.1, font: 'playfair-display', weight: 'bold', texts: familyTitle }),
      slot({ x: 0.5, y: 0.89, width: 0.5, size: 0.045, texts: date }),
    ],
  },
  {
    id: 'three-photos-and-title',
    orientation: 'landscape',
    layout: 'feature-left-3',
    style: WHITE,
    names: { de: 'Drei Fotos und ein Titel', fr: 'Trois photos et un titre', it: 'Tre foto e un titolo', en: 'Three photos and a title' },
    slots: [
      slot({
        x: 0.34,
        y: 0.88,
        width: 0.56,
        size: 0.08,
        font: 'montserrat',
        weight: 'bold',
        texts: { de: 'Sommerferien 2026', fr: 'Vacances d’été 2026', it: 'Vacanze estive 2026', en: 'Summer holidays 2026' },
      }),
    ],
  },
  {
    id: 'two-photos-two-names',
    orientation: 'landscape',
    layout: 'columns-2',
    style: { gap: 10, background: '#ffffff' },
    names: { de: 'Zwei Fotos mit Namen', fr: 'Deux photos avec prénoms', it: 'Due foto con nomi', en: 'Two photos with names' },
    slots: [
      slot({ x: 0.25, y: 0.9, width: 0.4, size: 0.07, font: 'dancing-script', weight: 'bold', texts: same('Anna') }),
      slot({ x: 0.75, y: 0.9, width: 0.4, size: 0.07, font: 'dancing-script', weight: 'bold', texts: same('Luca') }),
    ],
  },
  {
    id: 'name-and-date-under-photo',
    orientation: 'portrait',
    layout: null,
    style: WHITE,
    names: { de: 'Name und Datum unter dem Foto', fr: 'Nom et date sous la photo', it: 'Nome e data sotto la foto', en: 'Name and date under the photo' },
    slots: [
      slot({
        x: 0.5,
        y: 0.82,
        width: 0.84,
        size: 0.12,
        font: 'lora',
        weight: 'bold',
        texts: { de: 'Grosi 80', fr: 'Mamie 80', it: 'Nonna 80', en: 'Grandma 80' },
      }),
      slot({ x: 0.5, y: 0.91, width: 0.6, size: 0.05, font: 'lora', texts: date }),
    ],
  },
  {
    id: 'three-photos-title-on-top',
    orientation: 'portrait',
    layout: 'feature-top-3',
    style: WHITE,
    names: { de: 'Drei Fotos, Titel oben', fr: 'Trois photos, titre en haut', it: 'Tre foto, titolo in alto', en: 'Three photos, title on top' },
    slots: [
      slot({
        x: 0.5,
        y: 0.1,
        width: 0.84,
        size: 0.09,
        font: 'oswald',
        weight: 'bold',
        texts: { de: 'Unsere Hochzeit', fr: 'Notre mariage', it: 'Il nostro matrimonio', en: 'Our wedding' },
      }),
    ],
  },
  {
    id: 'six-photos-our-year',
    orientation: 'portrait',
    layout: 'grid-2x3',
    style: { gap: 4, background: '#1f2933' },
    names: { de: 'Sechs Fotos: unser Jahr', fr: 'Six photos : notre année', it: 'Sei foto: il nostro anno', en: 'Six photos: our year' },
    slots: [
      slot({
        x: 0.5,
        y: 0.5,
        width: 0.8,
        size: 0.1,
        font: 'raleway',
        weight: 'bold',
        texts: { de: 'Unser Jahr 2026', fr: 'Notre année 2026', it: 'Il nostro anno 2026', en: 'Our year 2026' },
      }),
    ],
  },
  {
    id: 'quote-on-photo',
    orientation: 'square',
    layout: null,
    style: WHITE,
    names: { de: 'Foto mit Spruch', fr: 'Photo avec citation', it: 'Foto con citazione', en: 'Photo with a quote' },
    slots: [
      slot({
        x: 0.5,
        y: 0.5,
        width: 0.84,
        size: 0.08,
        font: 'merriweather',
        texts: {
          de: 'Zuhause ist,\nwo das Herz ist',
          fr: 'La maison, c’est\nlà où est le cœur',
          it: 'Casa è\ndove è il cuore',
          en: 'Home is where\nthe heart is',
        },
      }),
    ],
  },
  {
    id: 'four-photos-year',
    orientation: 'square',
    layout: 'grid-2x2',
    style: { gap: 10, background: '#ffffff' },
    names: { de: 'Vier Fotos und eine Jahreszahl', fr: 'Quatre photos et une année', it: 'Quattro foto e un anno', en: 'Four photos and a year' },
    slots: [slot({ x: 0.5, y: 0.5, width: 0.3, size: 0.12, font: 'nunito', weight: 'bold', texts: same('2026') })],
  },
];

/**
 * Added once layouts could leave cells free: the title and the date in the cell no photo takes,
 * on a warm light background that dark text reads on.
 */
const withFreeCells: DesignTemplate[] = [
  {
    id: 'two-photos-and-title',
    orientation: 'landscape',
    layout: 'feature-top-3',
    style: { gap: 5, background: '#f4efe6' },
    names: { de: 'Zwei Fotos und ein Titel', fr: 'Deux photos et un titre', it: 'Due foto e un titolo', en: 'Two photos and a title' },
    slots: [
      slot({ x: 0.75, y: 0.79, width: 0.42, size: 0.07, font: 'playfair-display', weight: 'bold', colour: '#3a2a1a', texts: familyTitle }),
      slot({ x: 0.75, y: 0.9, width: 0.36, size: 0.04, colour: '#3a2a1a', texts: date }),
    ],
  },
];

/**
 * Adds each batch of demo templates once per database (also to a shop seeded before templates,
 * or before that batch, existed): a run's name is claimed for good, so a later batch has its own,
 * and a template staff deleted does not come back. Safe to call on every start and from several
 * processes at once.
 */
export async function seedDesignTemplates(db: Db): Promise<boolean> {
  const batches = [
    { run: 'demo-design-templates-v1', templates: designTemplates, after: 0 },
    { run: 'demo-design-templates-v2-free-cells', templates: withFreeCells, after: designTemplates.length },
  ];
  let seeded = false;
  for (const { run, templates, after } of batches) {
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimSeedRun(tx, run))) return false;
      await tx
        .insert(designTemplatesTable)
        .values(templates.map((definition, index) => ({ id: definition.id, position: after + index + 1, definition })))
        .onConflictDoNothing();
      return true;
    });
    seeded ||= claimed;
  }
  return seeded;
}
