import { describe, expect, it } from 'vitest';
import type { CmsPage } from '../../../shared/api/cms';
import { demoCompany } from '../../../shared/api/demo-company';
import { cmsPageJsonLd, jsonLdText, type SiteFacts } from './json-ld';
import { BreadcrumbListLd, OrganizationLd, ProductLd, ShopJsonLd } from './json-ld-schema';

const site: SiteFacts = {
  origin: 'https://shop.example',
  locale: 'de',
  shopName: 'Print Atelier',
  company: demoCompany,
  imageUrl: 'https://shop.example/assets/og/print-atelier.png',
};
const paths = (slug: string) => ({ de: `/de${slug}`, fr: `/fr${slug}`, it: `/it${slug}`, en: `/en${slug}` });
const home: CmsPage = { kind: 'content', id: 1, title: 'Willkommen', description: 'Wandbilder.', blocks: [], alternates: paths('') };
const help: CmsPage = { ...home, id: 2, title: 'Hilfe', alternates: paths('/hilfe') };
const canvas: CmsPage = {
  kind: 'product',
  productId: 'canvas',
  title: 'Leinwand',
  description: 'Ihr Foto auf Leinwand.',
  priceRange: { low: 22.9, high: 87.9 },
  alternates: paths('/leinwand'),
};

describe('structured data of CMS pages', () => {
  it('names the company with its workshop address on the home page', () => {
    const [organization, ...rest] = cmsPageJsonLd(home, site);
    expect(rest).toEqual([]);
    const parsed = OrganizationLd.parse(organization);
    expect(parsed.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Technologiepark',
      postalCode: '6039',
      addressLocality: 'Root',
      addressCountry: 'CH',
    });
  });

  it('gives a content page its breadcrumb from the home page', () => {
    const [breadcrumb, ...rest] = cmsPageJsonLd(help, site);
    expect(rest).toEqual([]);
    expect(BreadcrumbListLd.parse(breadcrumb).itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Print Atelier', 'https://shop.example/de'],
      [2, 'Hilfe', 'https://shop.example/de/hilfe'],
    ]);
  });

  it("offers a product in CHF from the price list's lowest to its highest price", () => {
    const [product, breadcrumb] = cmsPageJsonLd(canvas, site);
    expect(ProductLd.parse(product).offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'CHF', lowPrice: '22.90', highPrice: '87.90' });
    expect(BreadcrumbListLd.safeParse(breadcrumb).success).toBe(true);
  });

  it('makes no offer for a product that cannot be ordered', () => {
    const types = cmsPageJsonLd({ ...canvas, priceRange: null }, site).map((data) => data['@type']);
    expect(types).toEqual(['BreadcrumbList']);
  });

  it('escapes "<" so a text cannot end the script element, and parses back to the same data', () => {
    const data = cmsPageJsonLd({ ...help, title: '</script><script>alert(1)</script>' }, site)[0];
    if (!data) throw new Error('no structured data');
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(ShopJsonLd.parse(JSON.parse(text))).toEqual(data);
  });
});
