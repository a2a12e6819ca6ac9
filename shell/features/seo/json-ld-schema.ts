import { z } from 'zod';

/*
 * The shapes of the shop's JSON-LD, as schema.org and Google's rich results want them (the
 * unit and e2e tests check the data against these; the shell does not load zod for it).
 */

const context = z.literal('https://schema.org');
const absoluteUrl = z.url({ protocol: /^https?$/ });
const amount = z.string().regex(/^\d+\.\d{2}$/);

export const OrganizationLd = z
  .object({
    '@context': context,
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    url: absoluteUrl,
    logo: absoluteUrl,
    email: z.email(),
    telephone: z.string().min(1),
    address: z
      .object({
        '@type': z.literal('PostalAddress'),
        streetAddress: z.string().min(1),
        postalCode: z.string().regex(/^\d{4}$/),
        addressLocality: z.string().min(1),
        addressCountry: z.literal('CH'),
      })
      .strict(),
    sameAs: z.array(absoluteUrl),
  })
  .strict();

export const BreadcrumbListLd = z
  .object({
    '@context': context,
    '@type': z.literal('BreadcrumbList'),
    itemListElement: z
      .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: z.string().min(1), item: absoluteUrl }).strict())
      .min(2),
  })
  .strict();

export const ProductLd = z
  .object({
    '@context': context,
    '@type': z.literal('Product'),
    name: z.string().min(1),
    description: z.string().min(1),
    url: absoluteUrl,
    image: absoluteUrl,
    brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }).strict(),
    offers: z
      .object({
        '@type': z.literal('AggregateOffer'),
        priceCurrency: z.literal('CHF'),
        lowPrice: amount,
        highPrice: amount,
        availability: z.literal('https://schema.org/InStock'),
        url: absoluteUrl,
      })
      .strict()
      .refine((offer) => Number(offer.lowPrice) <= Number(offer.highPrice), 'lowPrice above highPrice'),
  })
  .strict();

export const ShopJsonLd = z.discriminatedUnion('@type', [OrganizationLd, BreadcrumbListLd, ProductLd]);
