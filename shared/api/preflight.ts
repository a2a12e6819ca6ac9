import { z } from 'zod/mini';

/**
 * What the preflight checks on a finished print file, each named once in the staff's texts
 * (admin.production.preflight.<id>): that it opens as a PDF, the PDF/X-4 structure, the boxes against the product's print
 * area, the output intent, the images' colour spaces and effective resolution, the fonts and the
 * total ink of a CMYK file.
 */
const PREFLIGHT_CHECKS = [
  'opens',
  'pdfVersion',
  'pdfx',
  'metadata',
  'encryption',
  'boxes',
  'printArea',
  'outputIntent',
  'imageColour',
  'resolution',
  'fonts',
  'inkCoverage',
] as const;

/** One check of one part (a page, a placed image, a font): the values its text shows. */
export const PreflightCheck = z.object({
  id: z.enum(PREFLIGHT_CHECKS),
  ok: z.boolean(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PreflightCheck = z.infer<typeof PreflightCheck>;

/** The preflight of a print file as stored with its job: passed when every check is ok; sha256 of the file's bytes. */
export const Preflight = z.object({
  passed: z.boolean(),
  sha256: z.string(),
  checks: z.array(PreflightCheck),
});
export type Preflight = z.infer<typeof Preflight>;
