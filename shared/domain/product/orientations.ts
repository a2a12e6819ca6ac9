/**
 * The orientations of a size, in the order the shop lists them. Apart from the product schema so
 * that code running in the browser (the price list) can use them without bringing zod along.
 */
export const orientations = ['landscape', 'portrait', 'square'] as const;
