import type { FastifyInstance } from 'fastify';
import { getProduct, getTemplates, type Template } from '../../shared/api/config';
import type { ImageInfo } from '../../shared/api/images';
import { checkConfiguration, imageDesign, type Design, type Product } from '../../shared/domain';

/*
 * The basket item most tests work with: the canvas in its default configuration with the first
 * template image filling its print area, as the configurator in the browser builds it.
 */

/** The canvas and the first template, from the app (inject) or from a shop process at a base URL (fetch). */
export async function canvasAndTemplate(shop: FastifyInstance | string): Promise<{ canvas: Product; template: Template }> {
  const get = async (url: string): Promise<unknown> => (typeof shop === 'string' ? (await fetch(shop + url)).json() : (await shop.inject({ url })).json());
  const canvas = getProduct.response.parse(await get('/api/config/canvas/product'));
  const template = getTemplates.response.parse(await get('/api/config/templates'))[0]!;
  return { canvas, template };
}

/** The checked default configuration, its print area and the template laid out on it (`imageId`: another image at the template's size). */
export function templateOnCanvas(canvas: Product, template: Template, now = new Date(), imageId = `template:${template.id}`) {
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, now);
  const area = check.printAreas[0]!;
  const design = imageDesign(area, [{ orig: { id: imageId, width: template.width, height: template.height }, src: template.url }], null);
  return { check, area, design };
}

/** What the configurator sends to POST /api/basket/items for that canvas. */
export function canvasItemBody(canvas: Product, template: Template, quantity = 1) {
  const { check, area, design } = templateOnCanvas(canvas, template);
  return { productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design: { [area.id]: design } as Design, quantity };
}

/** The canvas in its default configuration with an uploaded photo filling its print area: the image and design (a draft's too), and the basket item's body. */
export function photoCanvasItem(canvas: Product, photo: ImageInfo, now = new Date()) {
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, now);
  const area = check.printAreas[0]!;
  const image = { orig: { id: photo.id, width: photo.width, height: photo.height }, src: photo.proxyUrl };
  const design = { [area.id]: imageDesign(area, [image], null) } as Design;
  return { check, image, design, body: { productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design, quantity: 1 } };
}
