import type { Attribute, AttributeOption, Orientation, Product } from '../product/product-schema';

/** The option's orientation, or the one its width/height modifications imply. */
export function sizeOrientation(option: AttributeOption): Orientation {
  if (option.orientation !== undefined) return option.orientation;
  const width = option.modifications.width ?? 0;
  const height = option.modifications.height ?? 0;
  if (width > height) return 'landscape';
  return width < height ? 'portrait' : 'square';
}

/** The product's size attribute (the first of type 'size'), if any. */
export function sizeAttribute(product: Product): Attribute | undefined {
  return product.attributes.find((attribute) => attribute.type === 'size');
}
