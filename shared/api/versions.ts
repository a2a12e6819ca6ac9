import { z } from 'zod/mini';

/*
 * What the back office's versioned documents share (a product's definition, a content page's
 * working copy): every save makes the next version, and an edit names the version it started from,
 * so that a save made since then is refused (409) instead of overwritten.
 */

/** A document's version number, 1 for its first save. */
export const versionNumber = () => z.number().check(z.int(), z.positive());

/** The version an edit started from, in a save's body; another save since then answers 409. */
export const editedVersion = () => z.int().check(z.positive());

/** A document's latest save as a list shows it (updatedBy: see VersionSave's staffName). */
export const latestSave = () => ({
  version: versionNumber(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.nullable(z.string()),
});

/** One save of a document as its history shows it. */
export const VersionSave = z.object({
  version: versionNumber(),
  /** Who saved it; null for the seeded content or a member since removed. */
  staffName: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
