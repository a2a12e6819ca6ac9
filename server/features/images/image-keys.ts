/** Storage keys of one image: everything under '<id>/', so deleting the image is one prefix delete. */
export const originalKey = (id: string) => `${id}/original`;

export type RenditionExt = 'jpg' | 'webp' | 'avif';

export function renditionKey(id: string, size: number, crop: readonly number[] | undefined, ext: RenditionExt): string {
  return `${id}/r/s${size}${crop ? `-c${crop.join('_')}` : ''}.${ext}`;
}

const types: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

/** Content type of a rendition key (originals carry theirs in the database row). */
export function contentTypeOfKey(key: string): string | undefined {
  return types[key.slice(key.lastIndexOf('.') + 1)];
}
