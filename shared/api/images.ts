import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import * as routes from './routes/images';

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
export const uploadImage = endpoint(routes.uploadImage, uploadImageSchemas);

export const ImageList = z.object({ images: z.array(ImageInfo) });
export type ImageList = z.infer<typeof ImageList>;

export const listImagesSchemas = { response: ImageList };
export const listImages = endpoint(routes.listImages, listImagesSchemas);

export const ImageIdParams = z.strictObject({
  imageId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

export const getImageSchemas = { params: ImageIdParams, response: ImageInfo };
export const getImage = endpoint(routes.getImage, getImageSchemas);

export const deleteImageSchemas = { params: ImageIdParams, response: z.object({ id: z.string(), deleted: z.literal(true) }) };
export const deleteImage = endpoint(routes.deleteImage, deleteImageSchemas);

export const RenditionRequest = z.strictObject({
  /** Long edge of the rendition in px; one of RENDITION_SIZES. */
  size: z.literal(RENDITION_SIZES),
  crop: z.optional(PixelCrop),
});
export type RenditionRequest = z.infer<typeof RenditionRequest>;

export const createRenditionUrlSchemas = { params: ImageIdParams, body: RenditionRequest, response: z.object({ url: z.string() }) };
export const createRenditionUrl = endpoint(routes.createRenditionUrl, createRenditionUrlSchemas);
