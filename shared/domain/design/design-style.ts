import type { Design } from './design-types';

export const designStyles = ['noImage', 'oneImage', 'collage'] as const;
export type DesignStyle = (typeof designStyles)[number];

/** 0 images in the first print area -> noImage, 1 -> oneImage, more -> collage. */
export function designStyle(imageCount: number): DesignStyle {
  if (imageCount > 1) return 'collage';
  return imageCount === 1 ? 'oneImage' : 'noImage';
}

/**
 * The style of a design: counts the image items of the first print area (the product's first,
 * or the design's first key when no print area id is given).
 */
export function designStyleOf(design: Design, firstPrintAreaId?: string): DesignStyle {
  const areaId = firstPrintAreaId ?? Object.keys(design)[0];
  const area = areaId === undefined || !Object.hasOwn(design, areaId) ? undefined : design[areaId];
  return designStyle(area?.items.filter((item) => item.type === 'image').length ?? 0);
}
