import type { images } from '../db/schema';
import type { Localized } from './localized';

/** A templates row; `file` lies in server/assets/templates (served under /assets/templates/), the SVG its raster images are made from. */
export interface TemplateSeed {
  id: string;
  position: number;
  names: Localized;
  categories: Localized;
  /** Pixel size the artwork is rendered at (its SVG viewBox has the same aspect ratio). */
  width: number;
  height: number;
  file: string;
}

const categories = {
  landscape: { de: 'Landschaft', fr: 'Paysage', it: 'Paesaggio', en: 'Landscape' },
  abstract: { de: 'Abstrakt', fr: 'Abstrait', it: 'Astratto', en: 'Abstract' },
  botanical: { de: 'Botanik', fr: 'Botanique', it: 'Botanica', en: 'Botanical' },
  city: { de: 'Stadt', fr: 'Ville', it: 'Città', en: 'City' },
  typography: { de: 'Typografie', fr: 'Typographie', it: 'Tipografia', en: 'Typography' },
} satisfies Record<string, Localized>;

export const templates: TemplateSeed[] = [
  {
    id: 'mountain-dusk',
    position: 1,
    names: {
      de: 'Berge in der Abenddämmerung',
      fr: 'Montagnes au crépuscule',
      it: 'Montagne al crepuscolo',
      en: 'Mountains at dusk',
    },
    categories: categories.landscape,
    width: 4800,
    height: 3200,
    file: 'mountain-dusk.svg',
  },
  {
    id: 'alpine-lake',
    position: 2,
    names: {
      de: 'Bergsee mit Alpenpanorama',
      fr: 'Lac de montagne et panorama alpin',
      it: 'Lago alpino con panorama',
      en: 'Mountain lake with Alpine panorama',
    },
    categories: categories.landscape,
    width: 4800,
    height: 3200,
    file: 'alpine-lake.svg',
  },
  {
    id: 'ocean-waves',
    position: 3,
    names: { de: 'Wellen im Abendlicht', fr: 'Vagues au soleil couchant', it: 'Onde al tramonto', en: 'Waves at sunset' },
    categories: categories.landscape,
    width: 6000,
    height: 2000,
    file: 'ocean-waves.svg',
  },
  {
    id: 'geometric-bauhaus',
    position: 4,
    names: {
      de: 'Geometrie in Bauhaus-Farben',
      fr: 'Géométrie aux couleurs du Bauhaus',
      it: 'Geometria nei colori Bauhaus',
      en: 'Geometry in Bauhaus colours',
    },
    categories: categories.abstract,
    width: 4000,
    height: 4000,
    file: 'geometric-bauhaus.svg',
  },
  {
    id: 'watercolor-gradient',
    position: 5,
    names: { de: 'Aquarell-Farbverlauf', fr: 'Dégradé aquarelle', it: 'Sfumatura ad acquerello', en: 'Watercolour gradient' },
    categories: categories.abstract,
    width: 4000,
    height: 4000,
    file: 'watercolor-gradient.svg',
  },
  {
    id: 'boho-sun-arches',
    position: 6,
    names: { de: 'Sonne und Bögen', fr: 'Soleil et arcs', it: 'Sole e archi', en: 'Sun and arches' },
    categories: categories.abstract,
    width: 3600,
    height: 4800,
    file: 'boho-sun-arches.svg',
  },
  {
    id: 'botanical-leaves',
    position: 7,
    names: { de: 'Grüne Blätter', fr: 'Feuilles vertes', it: 'Foglie verdi', en: 'Green leaves' },
    categories: categories.botanical,
    width: 3200,
    height: 4800,
    file: 'botanical-leaves.svg',
  },
  {
    id: 'wildflower-meadow',
    position: 8,
    names: { de: 'Blumenwiese', fr: 'Prairie fleurie', it: 'Prato fiorito', en: 'Wildflower meadow' },
    categories: categories.botanical,
    width: 3200,
    height: 4800,
    file: 'wildflower-meadow.svg',
  },
  {
    id: 'city-skyline',
    position: 9,
    names: { de: 'Skyline bei Nacht', fr: 'Skyline de nuit', it: 'Skyline di notte', en: 'City skyline at night' },
    categories: categories.city,
    width: 6000,
    height: 3000,
    file: 'city-skyline.svg',
  },
  {
    id: 'home-sweet-home',
    position: 10,
    names: { de: 'Home sweet home', fr: 'Home sweet home', it: 'Home sweet home', en: 'Home sweet home' },
    categories: categories.typography,
    width: 3200,
    height: 4800,
    file: 'home-sweet-home.svg',
  },
];

/**
 * The artwork of a template as an image row: rasterized from its SVG into storage on first use
 * (server/features/images/template-images.ts), at the recorded pixel size for print.
 */
export function templateImageRow(template: Pick<TemplateSeed, 'id' | 'width' | 'height'>): typeof images.$inferInsert {
  return {
    id: `template-${template.id}`,
    kind: 'template',
    templateId: template.id,
    format: 'jpeg',
    width: template.width,
    height: template.height,
    name: template.id,
  };
}
