import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ContentBlock, linkTypes } from '../../shared/api/cms';
import { definitionIssues } from '../../shared/domain/product/product-definition';
import { type Limitation, Product } from '../../shared/domain/product/product-schema';
import { type Locale, locales } from '../../shared/i18n/locales';
import { localize } from '../../shared/i18n/localize';
import { knownFromOptions } from './known-from-options';
import { languages } from './languages';
import { type NavigationSeedItem, navigation } from './navigation';
import { helpAnchors, pages, shippingAnchors } from './pages';
import { pictureCaption, productPictures } from '../../shared/domain/product-pictures/picture-catalogue';
import { products } from './products';
import { templates } from './templates';

const assetsDir = fileURLToPath(new URL('../assets/', import.meta.url));

function localized(row: (typeof products)[number], locale: Locale): Product {
  return Product.parse(localize(row.definition, locale));
}

function isLocaleKeyed(value: object): boolean {
  return Object.keys(value).some((key) => (locales as readonly string[]).includes(key));
}

/**
 * Walks a stored document and checks every { de, fr, it, en } object: all four languages, each a
 * non-empty string (or, for per-language values such as page blocks, all four present). Returns the
 * paths of the problems found.
 */
function localizationProblems(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => localizationProblems(entry, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (isLocaleKeyed(record)) {
    const keys = Object.keys(record).toSorted().join(',');
    if (keys !== [...locales].toSorted().join(',')) return [`${path}: languages ${keys}`];
    const problems: string[] = [];
    for (const locale of locales) {
      const text = record[locale];
      if (typeof text === 'string') {
        if (text.trim() === '' && !/\.slugs?$/.test(path)) problems.push(`${path}.${locale}: empty`);
      } else {
        problems.push(...localizationProblems(text, `${path}.${locale}`));
      }
    }
    return problems;
  }
  return Object.entries(record).flatMap(([key, entry]) => localizationProblems(entry, `${path}.${key}`));
}

/** Fields of the product model that hold texts for people: stored as { de, fr, it, en }. */
const textFields = new Set(['name', 'title', 'summary', 'slug', 'group']);
function unlocalizedTexts(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, i) => unlocalizedTexts(entry, `${path}[${i}]`));
  if (value === null || typeof value !== 'object' || isLocaleKeyed(value)) return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    textFields.has(key) && typeof entry === 'string' ? [`${path}.${key}`] : unlocalizedTexts(entry, `${path}.${key}`),
  );
}

/** Measures of domain.md for one catalogue configuration (mm, m²). */
function measures(product: Product, configuration: Record<string, string>, quantity: number) {
  const specs = { ...product.printAreas[0]!.specs };
  for (const attribute of product.attributes) {
    const option = attribute.options.find((o) => o.id === configuration[attribute.id]);
    if (!option) throw new Error(`${product.id}: no option ${configuration[attribute.id]} in ${attribute.id}`);
    const m = option.modifications;
    specs.width += (m.width ?? 0) * 10;
    specs.height += (m.height ?? 0) * 10;
    specs.sideArea += (m.sideArea ?? 0) * 10;
    specs.trim += (m.trim ?? 0) * 10;
  }
  const fullW = specs.width + 2 * specs.sideArea + 2 * specs.trim;
  const fullH = specs.height + 2 * specs.sideArea + 2 * specs.trim;
  const fullLength = Math.max(fullW, fullH);
  const fullWidth = Math.min(fullW, fullH);
  return {
    length: Math.max(specs.width, specs.height),
    width: Math.min(specs.width, specs.height),
    fullLength,
    fullWidth,
    surface: (specs.width * specs.height) / 1_000_000,
    fullsurface: (fullW * fullH) / 1_000_000,
    perimeter: 2 * (specs.width + specs.height),
    girthmass: fullLength + 2 * (fullWidth + specs.sideArea),
    aspectratio: Math.max(specs.width, specs.height) / Math.min(specs.width, specs.height),
    quantity,
  };
}

function breaches(limitations: Limitation[], values: ReturnType<typeof measures>): string[] {
  return limitations.flatMap((l) => {
    const value = values[l.measure];
    if (l.min !== undefined && value < l.min - 1e-9) return [`${l.measure}TooSmall (${value})`];
    if (l.max !== undefined && value > l.max + 1e-9) return [`${l.measure}TooBig (${value})`];
    return [];
  });
}

/** Every combination of the options of the select attributes. */
function selectCombinations(product: Product): Record<string, string>[] {
  return product.attributes
    .filter((a) => a.id !== 'size')
    .reduce<Record<string, string>[]>((combos, attribute) => combos.flatMap((c) => attribute.options.map((o) => ({ ...c, [attribute.id]: o.id }))), [{}]);
}

function flatten(items: NavigationSeedItem[], depth = 1): { item: NavigationSeedItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flatten(item.children ?? [], depth + 1)]);
}

const wallArt = ['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond'];
const product = (id: string, locale: Locale = 'de') =>
  localized(
    products.find((p) => p.id === id)!,
    locale,
  );
const allowsCustomSize = (id: string) => product(id).attributes.find((a) => a.id === 'size')?.allowCustomSize;
const blockShape = (blocks: ContentBlock[]) =>
  blocks.map((b) => (b.type === 'list' ? `list:${b.items.length}` : b.type === 'products' ? `products:${b.productIds.join()}` : b.type));
const blockTexts = (block: ContentBlock) => (block.type === 'list' ? block.items : 'text' in block ? [block.text] : []);
const paragraphs = (blocks: ContentBlock[]) => blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : []));

describe('products', () => {
  it('has the expected catalogue with unique kebab-case ids and positions', () => {
    expect(products.map((p) => p.id)).toEqual([...wallArt, 'gift-voucher', 'sample-set']);
    expect(products.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.id))).toEqual([]);
    expect(new Set(products.map((p) => p.position)).size).toBe(products.length);
  });

  it.each(locales)('localizes every product to a valid Product in %s, with its slug', (locale) => {
    const seen = products.map((row) => {
      const parsed = localized(row, locale);
      return { id: parsed.id, slug: parsed.slug, named: parsed.name.trim() !== '', summarised: parsed.summary.length > 40 };
    });
    expect(seen).toEqual(products.map((row) => ({ id: row.id, slug: row.slugs[locale], named: true, summarised: true })));
    expect(seen.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug))).toEqual([]);
  });

  it('stores every text of a product as { de, fr, it, en }', () => {
    expect(products.flatMap((row) => unlocalizedTexts(row.definition, row.id))).toEqual([]);
    expect(products.filter((row) => row.slugs !== row.definition.slug)).toEqual([]);
  });

  it("is a definition the back office's catalogue editor accepts as it is", () => {
    for (const row of products) expect(definitionIssues(row.definition, new Date('2030-03-01T10:00:00Z')), row.id).toEqual([]);
  });

  it('has a default configuration that names every attribute with an existing option', () => {
    const problems: string[] = [];
    for (const row of products) {
      const p = localized(row, 'de');
      const configured = Object.keys(p.defaultConfiguration).toSorted().join();
      if (
        configured !==
        p.attributes
          .map((a) => a.id)
          .toSorted()
          .join()
      )
        problems.push(`${row.id}: configures ${configured}`);
      for (const [attributeId, value] of Object.entries(p.defaultConfiguration)) {
        const attribute = p.attributes.find((a) => a.id === attributeId);
        if (!attribute) problems.push(`${row.id}: no attribute ${attributeId}`);
        else if (typeof value !== 'string' || !attribute.options.some((o) => o.id === value)) {
          problems.push(`${row.id}.${attributeId}: no option ${JSON.stringify(value)}`);
        }
      }
      for (const attribute of p.attributes) {
        const ids = attribute.options.map((o) => o.id);
        if (new Set(ids).size !== ids.length) problems.push(`${row.id}.${attribute.id}: duplicate option ids`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives the wall-art products a size attribute with orientation, group and width/height on every option', () => {
    const problems: string[] = [];
    for (const id of wallArt) {
      for (const locale of locales) {
        const p = product(id, locale);
        const size = p.attributes.find((a) => a.id === 'size');
        if (size?.type !== 'size') {
          problems.push(`${id}: no size attribute`);
          continue;
        }
        if (p.printAreas[0]!.specs.width !== 0 || p.printAreas[0]!.specs.height !== 0) problems.push(`${id}: print area not 0 x 0`);
        if (size.options.length < 12) problems.push(`${id}: only ${size.options.length} sizes`);
        for (const option of size.options) {
          const { width = 0, height = 0 } = option.modifications;
          const orientation = width > height ? 'landscape' : width < height ? 'portrait' : 'square';
          if (!option.group?.trim()) problems.push(`${id}.${option.id}: no group`);
          if (width <= 0 || height <= 0) problems.push(`${id}.${option.id}: no width/height`);
          if (option.orientation !== orientation) problems.push(`${id}.${option.id}: orientation ${option.orientation}`);
        }
        const orientations = new Set(size.options.map((o) => o.orientation));
        if (orientations.size !== 3) problems.push(`${id}: orientations ${[...orientations].join()}`);
      }
    }
    expect(problems).toEqual([]);
    expect(['canvas', 'poster', 'aluminium-dibond', 'acrylic-glass'].map(allowsCustomSize)).toEqual([true, true, true, false]);
  });

  it('lets every catalogue size with every option combination pass the limitations', () => {
    const problems: string[] = [];
    for (const id of wallArt) {
      const p = product(id);
      const size = p.attributes.find((a) => a.id === 'size')!;
      for (const combination of selectCombinations(p)) {
        for (const option of size.options) {
          for (const quantity of [1, 100]) {
            const found = breaches(p.limitations, measures(p, { ...combination, size: option.id }, quantity));
            if (found.length > 0) problems.push(`${id} ${option.id} ${JSON.stringify(combination)}: ${found.join(', ')}`);
          }
        }
      }
      const tooMany = breaches(p.limitations, measures(p, p.defaultConfiguration as Record<string, string>, 101));
      if (tooMany.join() !== 'quantityTooBig (101)') problems.push(`${id} x 101: ${tooMany.join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('limits several measures, and the canvas also its girth', () => {
    const missing = wallArt.flatMap((id) => {
      const measured = new Set(product(id).limitations.map((l) => l.measure));
      return ['width', 'length', 'surface', 'aspectratio', 'quantity'].filter((m) => !measured.has(m as Limitation['measure'])).map((m) => `${id}: ${m}`);
    });
    expect(missing).toEqual([]);
    const canvas = product('canvas');
    expect(canvas.limitations.map((l) => l.measure)).toContain('girthmass');
    expect(canvas.pricing.calculationBase).toBe('fullsurface');
    expect(canvas.printAreas[0]!.specs).toMatchObject({ sideArea: 20, trim: 5 });
    expect(canvas.resources.find((r) => r.productionResource.sizeType === 'frame')?.productionResource.canvasFrameGridDistance).toBe(800);
    expect(canvas.resources.some((r) => r.productionResource.sizeType === 'fullsurface')).toBe(true);
  });

  it('prices wall art dynamically with falling bulk tiers and a format discount, vouchers statically', () => {
    const problems: string[] = [];
    for (const id of wallArt) {
      const { pricing } = product(id);
      if (pricing.priceType !== 'dynamic' || pricing.staggeredBase <= 0 || pricing.baseCosts <= 0) problems.push(`${id}: pricing`);
      if (pricing.formatSelectionDiscount < 5) problems.push(`${id}: no format discount`);
      if (pricing.bulkPrices.length < 3) problems.push(`${id}: bulk tiers`);
      let previous = { fromAmount: 1, dynamicCosts: pricing.dynamicCosts };
      for (const tier of pricing.bulkPrices) {
        if (tier.fromAmount <= previous.fromAmount || tier.dynamicCosts >= previous.dynamicCosts) problems.push(`${id}: tier ${tier.fromAmount}`);
        previous = tier;
      }
    }
    expect(problems).toEqual([]);
    const voucher = product('gift-voucher');
    expect(voucher.pricing).toMatchObject({
      priceType: 'static',
      fixPrice: 50,
      promoPrice: 45,
      promoFrom: '2026-11-20',
      promoTill: '2026-12-24',
    });
    expect(voucher.attributes.map((a) => a.id)).toEqual(['design']);
    expect(voucher.attributes[0]!.options.map((o) => o.id)).toEqual(['christmas', 'birthday', 'neutral']);
  });

  it('gives every shipping rate and exception its own rate id', () => {
    const problems: string[] = [];
    for (const row of products) {
      const { shippingOptions } = localized(row, 'en');
      const rateIds = shippingOptions.flatMap((o) => [o.shippingOptionRate_id, ...o.shippingOptionExceptions.map((e) => e.shippingOptionRate_id)]);
      const optionIds = shippingOptions.map((o) => o.shippingOption_id);
      if (shippingOptions.length === 0) problems.push(`${row.id}: no shipping`);
      if (new Set(rateIds).size !== rateIds.length) problems.push(`${row.id}: shared rate ids`);
      if (new Set(optionIds).size !== optionIds.length) problems.push(`${row.id}: shared option ids`);
    }
    expect(problems).toEqual([]);
    const standard = product('canvas').shippingOptions[0]!;
    expect(standard.name).toBe('Standard (Post PostPac Economy)');
    expect(standard.shippingOptionExceptions).toEqual([expect.objectContaining({ fromLongSide: 1000 }), expect.objectContaining({ fromGirthMass: 3000 })]);
    expect(product('canvas', 'fr').shippingOptions[1]!.name).toBe('Express (Poste PostPac Priority)');
  });

  it('adds production days on the product and on some options', () => {
    const times = products.map((row) => localized(row, 'de')).filter((p) => p.minProductionTime <= 0 || p.maxProductionTime < p.minProductionTime);
    expect(times).toEqual([]);
    const withDays = products.flatMap((row) =>
      localized(row, 'de').attributes.flatMap((a) => a.options.filter((o) => (o.modifications.maxProductionTime ?? 0) > 0)),
    );
    expect(withDays.length).toBeGreaterThan(3);
  });
});

describe('product pictures', () => {
  it.each(locales)('name options the seeded products have, so every gallery picture gets a caption in %s', (locale) => {
    for (const picture of productPictures.filter((p) => p.option)) {
      expect(pictureCaption(picture, product(picture.productId, locale), locale), picture.id).toMatch(/\S\u202f?: \S/);
    }
  });
});

describe('pages', () => {
  it('has unique keys and a home page with the empty slug in every language', () => {
    const keys = pages.map((p) => p.key);
    expect(new Set(keys).size).toBe(pages.length);
    expect(pages.find((p) => p.key === 'home')?.slugs).toEqual({ de: '', fr: '', it: '', en: '' });
    expect(keys).toEqual(
      expect.arrayContaining(['about', 'help', 'shipping', 'inspiration', 'inspiration-living-room', 'inspiration-office', 'imprint', 'privacy', 'terms']),
    );
  });

  it('names only the payment methods every shop offers (invoice and prepayment): TWINT and cards depend on the Stripe keys, so only the footer, which lists the configured ones, names them', () => {
    const unoffered = /\b(twint|visa|mastercard|postfinance|kreditkarte|credit card|carte de crédit|carta di credito)\b/gi;
    expect(JSON.stringify(pages).match(unoffered)).toBeNull();
  });

  it.each(locales)('has unique page and product slugs in %s', (locale) => {
    const slugs = [...pages.map((p) => p.slugs[locale]), ...products.map((p) => p.slugs[locale])];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => !/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/.test(slug))).toEqual([]);
  });

  it('translates slugs: they differ between languages for all but the home page', () => {
    const owners = [...pages.map((p) => ({ id: p.key, slugs: p.slugs })), ...products];
    const untranslated = owners.filter((o) => new Set(locales.map((l) => o.slugs[l])).size === 1).map((o) => o.id);
    expect(untranslated).toEqual(['home']);
    const living = pages.find((p) => p.key === 'inspiration-living-room')!;
    expect(living.slugs.de).toBe('inspiration/wohnzimmer');
    expect(new Set(Object.values(living.slugs)).size).toBe(4);
  });

  it('has the same block structure in every language, with real text', () => {
    const problems: string[] = [];
    for (const page of pages) {
      if (page.blocks.de.length < 2) problems.push(`${page.key}: too short`);
      for (const locale of locales) {
        const blocks = page.blocks[locale];
        if (JSON.stringify(blockShape(blocks)) !== JSON.stringify(blockShape(page.blocks.de))) problems.push(`${page.key} ${locale}: structure`);
        if (blocks.flatMap(blockTexts).some((text) => text.trim() === '')) problems.push(`${page.key} ${locale}: empty text`);
      }
      if (paragraphs(page.blocks.fr).join() === paragraphs(page.blocks.de).join()) problems.push(`${page.key}: fr = de`);
      if (paragraphs(page.blocks.en).join() === paragraphs(page.blocks.it).join()) problems.push(`${page.key}: en = it`);
    }
    expect(problems).toEqual([]);
  });

  it('references existing products from products and price list blocks', () => {
    const ids = new Set(products.map((p) => p.id));
    const homeProducts = pages.find((p) => p.key === 'home')!.blocks.de.flatMap((b) => (b.type === 'products' ? b.productIds : []));
    expect(homeProducts).toEqual(expect.arrayContaining(wallArt));
    const blocks = pages.flatMap((p) => p.blocks.de);
    const listed = blocks.flatMap((b) => (b.type === 'products' ? b.productIds : []));
    const priced = blocks.flatMap((b) => (b.type === 'priceList' ? [b.productId] : []));
    expect(listed.filter((id) => !ids.has(id))).toEqual([]);
    expect(priced.toSorted()).toEqual(wallArt.toSorted());
  });

  it('gives the help and shipping headings the anchor ids the navigation hashes point to', () => {
    for (const locale of locales) {
      const ids = (key: string) => pages.find((p) => p.key === key)!.blocks[locale].flatMap((b) => (b.type === 'heading' && b.id ? [b.id] : []));
      expect(ids('help')).toEqual([...helpAnchors]);
      expect(ids('shipping')).toEqual([...shippingAnchors]);
    }
  });

  it('names the company in the imprint', () => {
    const imprint = JSON.stringify(pages.find((p) => p.key === 'imprint')!.blocks.de);
    expect(['Print Atelier AG', 'Technologiepark', '6039 Root', 'Schweiz'].filter((text) => !imprint.includes(text))).toEqual([]);
  });
});

describe('navigation', () => {
  const all = flatten([...navigation.main, ...navigation.header]);

  it('uses every link type, a title item and three levels (no more)', () => {
    expect(new Set(all.map((e) => e.item.linkType))).toEqual(new Set(linkTypes));
    expect(Math.max(...all.map((e) => e.depth))).toBe(3);
    expect(flatten(navigation.main).some((e) => e.depth === 3)).toBe(true);
    // A real third level: a sub-menu (not a title) inside a sub-menu.
    expect(all.some((e) => e.depth === 2 && e.item.linkType === 'noLink' && e.item.type !== 'title' && (e.item.children?.length ?? 0) > 0)).toBe(true);
    expect(all.some((e) => e.item.type === 'title')).toBe(true);
    expect(all.some((e) => e.item.linkType === 'website' && e.item.hash)).toBe(true);
    expect(all.some((e) => e.item.linkType === 'website' && !e.item.hash)).toBe(true);
  });

  it('puts help, contact, account and basket in the header', () => {
    expect(navigation.header.map((i) => i.linkType)).toEqual(['noLink', 'contact', 'customerSelfcare', 'basket']);
  });

  it('links each item to exactly what its link type needs', () => {
    const pageKeys = new Set<string>(pages.map((p) => p.key));
    const productIds = new Set(products.map((p) => p.id));
    const problems: string[] = [];
    for (const { item } of all) {
      const label = item.texts.de;
      if ((item.page !== undefined) !== (item.linkType === 'website')) problems.push(`${label}: page`);
      if ((item.productId !== undefined) !== (item.linkType === 'product')) problems.push(`${label}: product`);
      if ((item.externalUrl !== undefined) !== (item.linkType === 'externalWebsite')) problems.push(`${label}: url`);
      if (item.hash && item.linkType !== 'website') problems.push(`${label}: hash`);
      if (item.page && !pageKeys.has(item.page)) problems.push(`${label}: unknown page`);
      if (item.productId && !productIds.has(item.productId)) problems.push(`${label}: unknown product`);
      if (item.externalUrl && !item.externalUrl.startsWith('https://')) problems.push(`${label}: not https`);
      if (item.children?.length && item.linkType !== 'noLink') problems.push(`${label}: sub-menu on a link`);
      const anchors: readonly string[] = item.page === 'help' ? helpAnchors : shippingAnchors;
      if (item.hash && !anchors.includes(item.hash)) problems.push(`${label}: unknown hash`);
    }
    expect(problems).toEqual([]);
  });
});

describe('texts', () => {
  it('has all four languages, none empty, in every localized text of the seed', () => {
    const data = {
      products: products.map((p) => ({ slugs: p.slugs, definition: p.definition })),
      pages,
      navigation,
      knownFromOptions,
      templates,
    };
    expect(localizationProblems(data)).toEqual([]);
    // The walk does look into everything: a broken text is found.
    const broken = { a: [{ name: { de: 'x', fr: '', it: 'y', en: 'z' } }, { title: { de: 'x', en: 'y' } }] };
    expect(localizationProblems(broken)).toEqual(['$.a[0].name.fr: empty', '$.a[1].title: languages de,en']);
  });

  it('writes Swiss German with ss, not ß', () => {
    expect(JSON.stringify([products, pages, navigation, knownFromOptions, templates])).not.toContain('ß');
  });
});

describe('languages', () => {
  it('lists de, fr, it, en with their own names and flags that exist', () => {
    expect(languages.map((l) => [l.code, l.name, l.position, l.flagUrl])).toEqual([
      ['de', 'Deutsch', 1, '/assets/flags/de.svg'],
      ['fr', 'Français', 2, '/assets/flags/fr.svg'],
      ['it', 'Italiano', 3, '/assets/flags/it.svg'],
      ['en', 'English', 4, '/assets/flags/en.svg'],
    ]);
    const svgRoot = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/;
    const bad = languages.filter((l) => !svgRoot.test(readFileSync(`${assetsDir}flags/${l.code}.svg`, 'utf8')));
    expect(bad).toEqual([]);
  });
});

describe('known-from options', () => {
  it('has 6 to 8 options, follow-up questions only where a detail is asked', () => {
    expect(knownFromOptions.length).toBeGreaterThanOrEqual(6);
    expect(knownFromOptions.length).toBeLessThanOrEqual(8);
    expect(knownFromOptions.map((o) => o.position)).toEqual(knownFromOptions.map((_, i) => i + 1));
    const withQuestion = knownFromOptions.filter((o) => o.questions !== null).map((o) => o.questions!.en);
    expect(withQuestion).toEqual(['Who recommended us?', 'Which fair?', 'Which one?', 'Where did you hear about us?']);
    expect(knownFromOptions.find((o) => o.names.en === 'Google search')?.questions).toBeNull();
  });
});

describe('templates', () => {
  it('has 8 to 12 templates with unique ids and positions, in all three orientations', () => {
    expect(templates.length).toBeGreaterThanOrEqual(8);
    expect(templates.length).toBeLessThanOrEqual(12);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    expect(templates.map((t) => t.position)).toEqual(templates.map((_, i) => i + 1));
    expect(new Set(templates.map((t) => Math.sign(t.width - t.height)))).toEqual(new Set([1, -1, 0]));
  });

  it.each(templates.map((t) => [t.file, t] as const))('%s exists with the recorded size and aspect ratio', (file, template) => {
    const path = `${assetsDir}templates/${file}`;
    expect(existsSync(path)).toBe(true);
    const root = /<svg\b[^>]*>/.exec(readFileSync(path, 'utf8'))?.[0] ?? '';
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
    expect([Number(attr('width')), Number(attr('height'))]).toEqual([template.width, template.height]);
    const [, , vbWidth = 0, vbHeight = 1] = (attr('viewBox') ?? '').split(/\s+/).map(Number);
    expect(vbWidth / vbHeight).toBeCloseTo(template.width / template.height, 3);
    expect(Math.min(template.width, template.height)).toBeGreaterThanOrEqual(2000);
  });
});
