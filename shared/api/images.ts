import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/images';

const endpoint = endpointsTagged('images');

/** Formats an upload may have; the server decides by the bytes, never by the name or Content-Type. */
export const ImageFormat = z.enum(['jpeg', 'png', 'webp', 'tiff', 'heif']);
export type ImageFormat = z.infer<typeof ImageFormat>;

/** Long-edge sizes (px) a rendition URL may ask for; thumbnails are 400, the editor proxy 2048. */
export const RENDITION_SIZES = [200, 400, 800, 1200, 2048] as const;
export const THUMBNAIL_SIZE = 400;
export const PROXY_SIZE = 2048;

/** A crop of the original in its upright (EXIF-oriented) pixels. */
export const PixelCrop = z.strictObject({
  x: z.number().check(z.int(), z.nonnegative()),
  y: z.number().check(z.int(), z.nonnegative()),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type PixelCrop = z.infer<typeof PixelCrop>;

const pixels = z.number().check(z.int(), z.nonnegative(), z.lte(1_000_000));
const FocusBox = z.strictObject({ x: pixels, y: pixels, width: pixels, height: pixels });

/** What a crop must keep, in the original's upright pixels: the faces found on upload, and one box round what draws the eye. */
export const ImageFocusSchema = z.strictObject({ faces: z.readonly(z.array(FocusBox).check(z.maxLength(50))), box: FocusBox });

export const ImageInfo = z.object({
  /** Opaque id; a design item keeps it as specs.orig together with width/height. */
  id: z.string(),
  kind: z.enum(['upload', 'template']),
  /** Format of the original as read from its bytes. */
  format: ImageFormat,
  /** Pixel size of the original, upright (after applying EXIF orientation). */
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** Resolution recorded in the file (dots per inch), if any; the print DPI depends on the placement. */
  density: z.nullable(z.number().check(z.positive())),
  /** Bytes of the original upload (null for a template not rasterized yet). */
  fileSize: z.nullable(z.number().check(z.int(), z.nonnegative())),
  name: z.string(),
  /** Signed rendition URLs, cacheable for a year: a 400 px thumbnail and the editor proxy (at most 2048 px). */
  thumbnailUrl: z.string(),
  proxyUrl: z.string(),
  /** Pixel size of the editor proxy the browser designs on (scale to the original: width / proxyWidth). */
  proxyWidth: z.number().check(z.int(), z.positive()),
  proxyHeight: z.number().check(z.int(), z.positive()),
  /** Faces and focus box found when the photo was uploaded (a design item keeps it in specs.orig); null for templates and older photos. */
  focus: z.nullable(ImageFocusSchema),
  createdAt: z.string(),
});
export type ImageInfo = z.infer<typeof ImageInfo>;

/** The multipart form of an upload: one file part named "file". Documented here, read as a stream. */
export const UploadImageForm = z.object({
  file: z
    .string()
    .register(z.globalRegistry, { format: 'binary', description: 'The photo: JPEG, PNG, WebP, TIFF or HEIF/AVIF, at most 80 MB and 120 megapixels.' }),
});

export const uploadImageSchemas = { body: UploadImageForm, response: ImageInfo };
export const uploadImage = endpoint(routes.uploadImage, uploadImageSchemas, {
  summary:
    'Uploads one image as multipart/form-data (one part named "file"). A plain multipart POST, so a browser shows upload progress with XMLHttpRequest upload events (xhr.upload.onprogress); the body is streamed to disk, never held in memory. The type is read from the bytes. The image belongs to the customer when logged in, otherwise to the visitor\'s basket session (cookie set when missing). The original is stored as decoded and encoded anew, in its format and at full resolution (lossless, or JPEG/WebP at quality 95; an HEVC-coded HEIC/HEIF, as iPhones take them, is stored upright as JPEG at quality 95), keeping the EXIF orientation, resolution and ICC profile but no other metadata (no GPS position) and nothing after the image data; fileSize is the size as stored. 413: file larger than 80 MB, or the visitor\'s (basket session, draft or customer) stored photos would exceed their quota (UPLOAD_QUOTA_MB; the message says so); 410: the X-Printshop-Draft header names a draft the shop no longer keeps (see POST /api/drafts); 415: not a supported image format (the message lists the formats); 422: too many pixels (120 MP) or unreadable image data; 429 with Retry-After: too many uploads in an hour from this visitor or IP.',
  errors: [410, 422],
});

export const ImageList = z.object({ images: z.array(ImageInfo) });
export type ImageList = z.infer<typeof ImageList>;

export const listImagesSchemas = { response: ImageList };
export const listImages = endpoint(routes.listImages, listImagesSchemas, {
  summary: "The current owner's uploads, newest first, for reuse in image selection (customer's when logged in, else the basket session's).",
});

export const ImageIdParams = z.strictObject({
  imageId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

export const getImageSchemas = { params: ImageIdParams, response: ImageInfo };
export const getImage = endpoint(routes.getImage, getImageSchemas, {
  summary: "One of the current owner's images, or a template image. Another visitor's image answers 404.",
});

export const deleteImageSchemas = { params: ImageIdParams, response: z.object({ id: z.string(), deleted: z.literal(true) }) };
export const deleteImage = endpoint(routes.deleteImage, deleteImageSchemas, {
  summary: "Deletes one of the current owner's uploads with its renditions. 404 for another's image; 409 while a basket item uses it.",
  errors: [409],
});

export const RenditionRequest = z.strictObject({
  /** Long edge of the rendition in px; one of RENDITION_SIZES. */
  size: z.literal(RENDITION_SIZES),
  crop: z.optional(PixelCrop),
});
export type RenditionRequest = z.infer<typeof RenditionRequest>;

export const createRenditionUrlSchemas = { params: ImageIdParams, body: RenditionRequest, response: z.object({ url: z.string() }) };
export const createRenditionUrl = endpoint(routes.createRenditionUrl, createRenditionUrlSchemas, {
  summary:
    'Signs the URL of a rendition (a long edge of 200, 400, 800, 1200 or 2048 px, optionally a crop inside the upright original). The URL answers the best format the browser accepts (AVIF/WebP/JPEG, Vary: Accept).',
});
