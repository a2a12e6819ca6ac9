import type { ImageOrig, Design, Printdata } from '../design/design-types';
import { designStyleOf } from '../design/design-style';
import type { ConfiguratorState, Template } from './configurator-state';

/** Replaces the design; the design style follows the first print area's image count. */
export function setDesign(state: ConfiguratorState, design: Design): ConfiguratorState {
  return { ...state, design, designStyle: designStyleOf(design, state.product?.printAreas[0]?.id) };
}

export function setPrintdata(state: ConfiguratorState, printdata: Printdata): ConfiguratorState {
  return { ...state, printdata };
}

export function setImagesSelected(state: ConfiguratorState, imagesSelected: readonly ImageOrig[]): ConfiguratorState {
  return { ...state, imagesSelected };
}

export function setTemplates(state: ConfiguratorState, templates: readonly Template[]): ConfiguratorState {
  return { ...state, templates };
}

/** The originals placed anywhere in a design, each once (by id), in order of appearance. */
export function imagesOfDesign(design: Design): ImageOrig[] {
  const seen = new Map<string, ImageOrig>();
  for (const area of Object.values(design)) {
    for (const item of area.items) {
      const orig = item.specs.orig;
      if (item.type === 'image' && orig !== undefined && !seen.has(orig.id)) seen.set(orig.id, orig);
    }
  }
  return [...seen.values()];
}
