/*
 * Names of the files the shop hands out, safe in every file system and header: ASCII letters,
 * digits and hyphens only (umlauts and accents spelt out, everything else a hyphen).
 */

const spelt: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', æ: 'ae', œ: 'oe', Æ: 'Ae', Œ: 'Oe' };

/** 'Leinwand «Früh» 2' -> 'leinwand-frueh-2': lower case, ASCII, words joined by single hyphens. */
export function asciiSlug(text: string): string {
  return text
    .replace(/[äöüÄÖÜßæœÆŒ]/g, (c) => spelt[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface PrintFileItem {
  orderNumber: string;
  /** The item's position in the order, from 1. */
  position: number;
  productName: string;
  /** The printed size of the item's (first) print area, in millimetres. */
  widthMm: number;
  heightMm: number;
}

/**
 * A print file's name, by which the workshop sorts its folder: order number, item (two digits, so
 * item 10 sorts after 9), product and printed size, e.g. '100042-01-leinwand-400x300mm.pdf'.
 */
export function printFileName(item: PrintFileItem): string {
  const size = `${Math.round(item.widthMm)}x${Math.round(item.heightMm)}mm`;
  const parts = [asciiSlug(item.orderNumber), String(item.position).padStart(2, '0'), asciiSlug(item.productName), size];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
