import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from '../../../server-dir';

/** The ICC profiles the shop ships (server/features/production/icc, licences in its LICENSE.md). */
export type ShippedProfile = 'sRGB.icc' | 'FOGRA39.icc' | 'DisplayP3.icc';

const read = new Map<ShippedProfile, Buffer>();

// From server/, where run-time files stay: the built server (dist/server/main.js) has no icc/ beside it.
export const shippedProfilePath = (file: ShippedProfile) => path.join(serverDir, 'features/production/icc', file);

/** A shipped profile's bytes, read once. */
export function shippedProfile(file: ShippedProfile): Buffer {
  let bytes = read.get(file);
  if (!bytes) read.set(file, (bytes = readFileSync(shippedProfilePath(file))));
  return bytes;
}
