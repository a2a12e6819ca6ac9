import type { createRenditionUrlSchemas, deleteImageSchemas, getImageSchemas, listImagesSchemas, uploadImageSchemas } from '../images';
import type { Route } from '../route';

export const uploadImage: Route<typeof uploadImageSchemas> = {
  method: 'POST',
  path: '/api/images',
  summary:
    'Uploads one image as multipart/form-data (one part named "file"). A plain multipart POST, so a browser shows upload progress with XMLHttpRequest upload events (xhr.upload.onprogress); the body is streamed to disk, never held in memory. The type is read from the bytes. The image belongs to the customer when logged in, otherwise to the visitor\'s basket session (cookie set when missing). The original is stored as decoded and encoded anew, in its format and at full resolution (lossless, or JPEG/WebP at quality 95; an HEVC-coded HEIC/HEIF, as iPhones take them, is stored upright as JPEG at quality 95), keeping the EXIF orientation, resolution and ICC profile but no other metadata (no GPS position) and nothing after the image data; fileSize is the size as stored. 413: file larger than 80 MB, or the visitor\'s (basket session, draft or customer) stored photos would exceed their quota (UPLOAD_QUOTA_MB; the message says so); 410: the X-Printshop-Draft header names a draft the shop no longer keeps (see POST /api/drafts); 415: not a supported image format (the message lists the formats); 422: too many pixels (120 MP) or unreadable image data; 429 with Retry-After: too many uploads in an hour from this visitor or IP.',
  tags: ['images'],
  basketSession: 'opens',
  errors: [410, 413, 415, 422, 429],
};

export const listImages: Route<typeof listImagesSchemas> = {
  method: 'GET',
  path: '/api/images',
  summary: "The current owner's uploads, newest first, for reuse in image selection (customer's when logged in, else the basket session's).",
  tags: ['images'],
};

export const getImage: Route<typeof getImageSchemas> = {
  method: 'GET',
  path: '/api/images/:imageId',
  summary: "One of the current owner's images, or a template image. Another visitor's image answers 404.",
  tags: ['images'],
  errors: [404],
};

export const deleteImage: Route<typeof deleteImageSchemas> = {
  method: 'DELETE',
  path: '/api/images/:imageId',
  summary: "Deletes one of the current owner's uploads with its renditions. 404 for another's image; 409 while a basket item uses it.",
  tags: ['images'],
  errors: [404, 409],
};

export const createRenditionUrl: Route<typeof createRenditionUrlSchemas> = {
  method: 'POST',
  path: '/api/images/:imageId/renditions',
  summary:
    'Signs the URL of a rendition (a long edge of 200, 400, 800, 1200 or 2048 px, optionally a crop inside the upright original). The URL answers the best format the browser accepts (AVIF/WebP/JPEG, Vary: Accept).',
  tags: ['images'],
  errors: [404],
};
