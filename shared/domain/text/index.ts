/*
 * Text items and their fonts. Not re-exported by shared/domain's index: the widget's first step
 * imports that, and nothing of text may reach it (the text tool loads on demand).
 */
export {
  DEFAULT_FONT,
  cssFontFamily,
  fontCatalogue,
  fontIds,
  fontWeights,
  isFontId,
  isFontWeight,
  type FontFamily,
  type FontId,
  type FontWeight,
} from './font-catalogue';
export { fontSubsets, isFontSubset, subsetUnicodeRange, type FontSubset } from './font-subsets';
export {
  MAX_TEXT_ITEMS,
  MAX_TEXT_LENGTH,
  TEXT_DEFAULTS,
  TEXT_SIZE_MM,
  isTextItem,
  mmToPt,
  ptToMm,
  textAligns,
  textLines,
  type TextAlign,
  type TextItem,
  type TextItemSpecs,
} from './text-item';
export { textItemOf, titleSizeMm } from './complete-text-item';
export { BASELINE_EM, LINE_HEIGHT_EM, layoutText, textBounds, type LaidOutLine, type TextLayout } from './text-layout';
export { MIN_TEXT_CONTRAST, MIN_TEXT_PT, contrastRatio, relativeLuminance, textWarnings, type TextWarning } from './text-rules';
