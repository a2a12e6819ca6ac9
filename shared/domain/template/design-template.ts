import { type CollageLayout, collageLayouts } from '../design/collage';
import { type CollageStyle, MAX_COLLAGE_GAP } from '../design/collage-style';
import type { Frame } from '../design/placement';
import { type FontId, type FontWeight, fontWeights, isFontId } from '../text/font-catalogue';
import { type TextAlign, textAligns } from '../text/text-item';
import { orientations } from '../product/orientations';
import { type Localized, locales } from '../../i18n/locales';

/*
 * A design template of the catalogue: a collage layout (or one photo over the whole area) with text
 * slots, for the sizes of one orientation. Slots are placed and sized as fractions of the area's
 * visible front, so one template fits every size of its orientation; their default texts and the
 * template's name come in the shop's four languages. Staff edit templates in the back office,
 * judged by `templateIssues`, the same function the server saves with.
 */

export type TemplateOrientation = (typeof orientations)[number];

export interface TextSlot {
  /** The text's anchor as fractions of the front (x by `align`: left edge, centre or right edge; y the lines' middle). */
  readonly x: number;
  readonly y: number;
  /** The width the longest line may take, as a fraction of the front's width. */
  readonly width: number;
  /** The font size as a fraction of the front's shorter side. */
  readonly size: number;
  readonly font: FontId;
  readonly weight: FontWeight;
  /** #rrggbb */
  readonly colour: string;
  readonly align: TextAlign;
  /** The text a shopper starts from, per language (lines split at line breaks). */
  readonly texts: Localized;
}

// A type, not an interface: the back office's API carries it as an open record.
export type DesignTemplate = {
  readonly id: string;
  readonly orientation: TemplateOrientation;
  /** null: one photo over the whole area. */
  readonly layout: CollageLayout | null;
  readonly style: CollageStyle;
  readonly names: Localized;
  readonly slots: TextSlot[];
};

/** How many photos fill the template's cells. */
export const templateCellCount = (template: Pick<DesignTemplate, 'layout'>): number => (template.layout === null ? 1 : collageLayouts[template.layout].length);

/** The orientation of a front (a square within a millimetre). */
export function frontOrientation(front: Frame): TemplateOrientation {
  if (Math.abs(front.width - front.height) < 1) return 'square';
  return front.width > front.height ? 'landscape' : 'portrait';
}

const MAX_TEXT_SLOTS = 6;
/** Slots stay this far (a fraction of the front) inside its edges: the safe area of any size. */
export const SLOT_INSET = 0.04;
/** The font size of a slot, as a fraction of the front's shorter side. */
const SLOT_SIZE = { min: 0.02, max: 0.3 } as const;
const MAX_SLOT_TEXT = 200;

type TemplateIssueCode = 'required' | 'invalid' | 'textMissing' | 'tooSmall' | 'tooBig' | 'outsideFront';

export interface TemplateIssue {
  /** Where in the template: a text's path ends in its language (['slots', 0, 'texts', 'fr']). */
  readonly path: readonly (string | number)[];
  readonly code: TemplateIssueCode;
  readonly limit?: number;
}

type Issues = TemplateIssue[];
type Path = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = (values: readonly unknown[], value: unknown) => values.includes(value);

/** A key the template does not have (a stored template holds nothing it does not judge). */
function unknownKeys(value: Record<string, unknown>, known: readonly string[], path: Path, issues: Issues) {
  for (const key of Object.keys(value)) if (!known.includes(key)) issues.push({ path: [...path, key], code: 'invalid' });
}

function localizedIssues(value: unknown, path: Path, maxLength: number, issues: Issues) {
  if (!isRecord(value)) return void issues.push({ path, code: 'required' });
  for (const locale of locales) {
    const text = value[locale];
    if (typeof text !== 'string' || text.trim() === '') issues.push({ path: [...path, locale], code: 'textMissing' });
    else if (text.length > maxLength) issues.push({ path: [...path, locale], code: 'tooBig', limit: maxLength });
  }
}

function numberIssues(value: unknown, path: Path, min: number, max: number, issues: Issues) {
  if (typeof value !== 'number' || !Number.isFinite(value)) issues.push({ path, code: typeof value === 'string' && value !== '' ? 'invalid' : 'required' });
  else if (value < min) issues.push({ path, code: 'tooSmall', limit: min });
  else if (value > max) issues.push({ path, code: 'tooBig', limit: max });
}

function slotIssues(slot: unknown, path: Path, issues: Issues) {
  if (!isRecord(slot)) return void issues.push({ path, code: 'invalid' });
  unknownKeys(slot, ['x', 'y', 'width', 'size', 'font', 'weight', 'colour', 'align', 'texts'], path, issues);
  numberIssues(slot.x, [...path, 'x'], SLOT_INSET, 1 - SLOT_INSET, issues);
  numberIssues(slot.y, [...path, 'y'], SLOT_INSET, 1 - SLOT_INSET, issues);
  numberIssues(slot.width, [...path, 'width'], 0.05, 1 - 2 * SLOT_INSET, issues);
  numberIssues(slot.size, [...path, 'size'], SLOT_SIZE.min, SLOT_SIZE.max, issues);
  if (!isFontId(slot.font)) issues.push({ path: [...path, 'font'], code: 'invalid' });
  if (!oneOf(fontWeights, slot.weight)) issues.push({ path: [...path, 'weight'], code: 'invalid' });
  if (!oneOf(textAligns, slot.align)) issues.push({ path: [...path, 'align'], code: 'invalid' });
  if (typeof slot.colour !== 'string' || !/^#[0-9a-f]{6}$/.test(slot.colour)) issues.push({ path: [...path, 'colour'], code: 'invalid' });
  localizedIssues(slot.texts, [...path, 'texts'], MAX_SLOT_TEXT, issues);
  const { x, width, align } = slot;
  // The box the lines may fill, from its anchor by the alignment, must lie inside the safe area.
  if (typeof x === 'number' && typeof width === 'number' && oneOf(textAligns, align)) {
    const left = align === 'left' ? x : align === 'right' ? x - width : x - width / 2;
    if (left < SLOT_INSET - 1e-9 || left + width > 1 - SLOT_INSET + 1e-9) issues.push({ path: [...path, 'width'], code: 'outsideFront' });
  }
}

/** What keeps `value` from being a template the shop can offer, per field path (none: it is one). */
export function templateIssues(value: unknown): TemplateIssue[] {
  const issues: Issues = [];
  if (!isRecord(value)) return [{ path: [], code: 'invalid' }];
  unknownKeys(value, ['id', 'orientation', 'layout', 'style', 'names', 'slots'], [], issues);
  if (typeof value.id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.id) || value.id.length > 64) issues.push({ path: ['id'], code: 'invalid' });
  if (!oneOf(orientations, value.orientation)) issues.push({ path: ['orientation'], code: 'invalid' });
  if (value.layout !== null && !(typeof value.layout === 'string' && Object.hasOwn(collageLayouts, value.layout))) {
    issues.push({ path: ['layout'], code: 'invalid' });
  }
  const style = isRecord(value.style) ? value.style : {};
  unknownKeys(style, ['gap', 'background'], ['style'], issues);
  numberIssues(style.gap, ['style', 'gap'], 0, MAX_COLLAGE_GAP, issues);
  if (typeof style.background !== 'string' || !/^#[0-9a-f]{6}$/.test(style.background)) issues.push({ path: ['style', 'background'], code: 'invalid' });
  localizedIssues(value.names, ['names'], 80, issues);
  if (!Array.isArray(value.slots)) issues.push({ path: ['slots'], code: 'invalid' });
  else if (value.slots.length > MAX_TEXT_SLOTS) issues.push({ path: ['slots'], code: 'tooBig', limit: MAX_TEXT_SLOTS });
  else value.slots.forEach((slot, index) => slotIssues(slot, ['slots', index], issues));
  return issues;
}

/** A value `templateIssues` found nothing in. */
export const isDesignTemplate = (value: unknown): value is DesignTemplate => templateIssues(value).length === 0;
