import type { Configuration, Orientation, Product } from '../product/product-schema';
import { resolveConfiguration } from '../configuration/resolve-configuration';
import { sizeAttribute, sizeOrientation } from '../configuration/size-orientation';
import { emptySpecs, measuresOf } from '../print-area/measures';
import { modifyPrintAreas } from '../print-area/print-areas';
import { effectiveDpi, imageQuality, type ImageQuality, type PixelSize } from './image-quality';

/*
 * For an image of a given pixel size: how each catalogue size of the product would print, so the UI
 * can mark sizes. Assumes the image covers the first print area's full size (front + 2 x sideArea +
 * 2 x trim), cropped to that aspect ratio without rotation. The largest such crop gives
 * dpi = min(imageWidth / fullWidthInches, imageHeight / fullHeightInches).
 */

export interface SizeQuality {
  readonly attributeId: string;
  readonly optionId: string;
  readonly name: string;
  readonly orientation: Orientation;
  readonly dpi: number;
  readonly quality: ImageQuality;
}

export function sizeQualities(product: Product, image: PixelSize, baseConfiguration: Configuration = product.defaultConfiguration): SizeQuality[] {
  const attribute = sizeAttribute(product);
  if (attribute === undefined) return [];
  return attribute.options.map((option) => {
    const resolved = resolveConfiguration(product, { ...baseConfiguration, [attribute.id]: option.id });
    const areas = modifyPrintAreas(
      product.printAreas,
      resolved.choices.map((choice) => choice.modifications),
    );
    const measures = measuresOf(areas[0]?.specs ?? emptySpecs);
    const dpi = effectiveDpi(image, { width: measures.fullFrontWidth, height: measures.fullFrontHeight });
    return {
      attributeId: attribute.id,
      optionId: option.id,
      name: option.name,
      orientation: sizeOrientation(option),
      dpi,
      quality: imageQuality(dpi),
    };
  });
}
