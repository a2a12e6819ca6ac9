import { z } from 'zod/mini';

/*
 * The shapes of the shop's JSON-LD, as schema.org and Google's rich results want them (the
 * unit and e2e tests check the data against these; the shell does not load zod for it).
 */

const context = z.literal('https://schema.org');
const absoluteUrl = z.url({ protocol: /^https?$/ });
const amount = z.string().check(z.regex(/^\d+\.\d{2}$/));

export const OrganizationLd = z.strictObject({
  '@context': context,
  '@type': z.literal('Organization'),
  name: z.string().check(z.minLength(1)),
  url: absoluteUrl,
  logo: absoluteUrl,
  email: z.email(),
  telephone: z.string().check(z.minLength(1)),
  address: z.strictObject({
    '@type': z.literal('PostalAddress'),
    streetAddress: z.string().check(z.minLength(1)),
    postalCode: z.string().check(z.regex(/^\d{4}$/)),
    addressLocality: z.string().check(z.minLength(1)),
    addressCountry: z.literal('CH'),
  }),
  sameAs: z.array(absoluteUrl),
});

export const BreadcrumbListLd = z.strictObject({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.strictObject({
        '@type': z.literal('ListItem'),
        position: z.number().check(z.int(), z.positive()),
        name: z.string().check(z.minLength(1)),
        item: absoluteUrl,
      }),
    )
    .check(z.minLength(2)),
});

export const ProductLd = z.strictObject({
  '@context': context,
  '@type': z.literal('Product'),
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  url: absoluteUrl,
  image: absoluteUrl,
  brand: z.strictObject({ '@type': z.literal('Brand'), name: z.string().check(z.minLength(1)) }),
  offers: z
    .strictObject({
      '@type': z.literal('AggregateOffer'),
      priceCurrency: z.literal('CHF'),
      lowPrice: amount,
      highPrice: amount,
      availability: z.literal('https://schema.org/InStock'),
      url: absoluteUrl,
    })
    .check(z.refine((offer) => Number(offer.lowPrice) <= Number(offer.highPrice), 'lowPrice above highPrice')),
});

export const ShopJsonLd = z.discriminatedUnion('@type', [OrganizationLd, BreadcrumbListLd, ProductLd]);
