import { buffer } from 'node:stream/consumers';
import PdfKitDocument from 'pdfkit';
import type { Sharp } from 'sharp';
import sharp from '../images/sharp';
import { type PrintArea, areaGeometry } from '../../../shared/domain';
import type { TextItem } from '../../../shared/domain/text';
import { cmykTiff } from './colour/cmyk-tiff';
import { colourTransform } from './colour/colour-transform';
import { shippedProfile } from './colour/icc-profiles';
import { type PrintColour, printColour } from './colour/print-colour';
import { type PrintFileMeta, declarePdfx, pdfxOptions } from './pdfx';
import type { PrintRaster } from './print-raster';
import { placeText } from './text/placed-text';
import { drawTexts } from './text/text-pdf';

const POINTS_PER_MM = 72 / 25.4;
/** Pixels converted at a time: the converted copy of the whole raster is never held twice. */
const CONVERT_PIXELS = 1 << 20;

export interface PrintPage {
  readonly area: PrintArea;
  readonly raster: PrintRaster;
  /** Drawn over the raster as vector text, in this order. */
  readonly texts?: readonly TextItem[];
}

/**
 * The raster in the printing condition's colours, for the JPEG encoder: as it is when it was composed
 * in them, else converted by LittleCMS with the product's intent and black point compensation
 * (into an ink TIFF for a CMYK condition: sharp would take four raw channels for RGB and alpha).
 */
async function inOutputColours(raster: PrintRaster, colour: PrintColour): Promise<Sharp> {
  const { width, height } = raster;
  const rgb = (data: Buffer) => sharp(data, { raw: { width, height, channels: 3 }, limitInputPixels: false }).withMetadata({ density: raster.dpi });
  if (raster.profile === colour.output) return rgb(raster.data);
  const transform = await colourTransform(shippedProfile(raster.profile), shippedProfile(colour.output), colour);
  if (transform.channelsOut === 3) return rgb(transform.apply(raster.data));
  const { tiff, pixels } = cmykTiff(width, height);
  for (let first = 0; first < width * height; first += CONVERT_PIXELS) {
    const last = Math.min(width * height, first + CONVERT_PIXELS);
    pixels.set(transform.apply(raster.data.subarray(first * 3, last * 3)), first * 4);
  }
  return sharp(tiff, { limitInputPixels: false }).pipelineColourspace('cmyk').toColourspace('cmyk').withDensity(raster.dpi);
}

/**
 * The print file of one ordered item: a page per print area, each exactly the full printed size
 * (front, side area and bleed) with its raster. The boxes tell the RIP and the cutter what is what:
 * MediaBox = BleedBox = everything printed, TrimBox = what remains after the bleed is cut away
 * (front plus wrap). Text items go over the raster as vector text with their fonts embedded.
 * The file is PDF/X-4 with the raster in the output condition's profile (converted from the working
 * space for a CMYK condition); everything in it comes from the order, so a reprint gives the same bytes.
 */
export async function printPdf(pages: readonly PrintPage[], meta: Omit<PrintFileMeta, 'size'>): Promise<Uint8Array> {
  const size = pages.map(({ area }) => `${area.specs.width} × ${area.specs.height} mm`).join(', ');
  const pdf = new PdfKitDocument(pdfxOptions({ ...meta, size }));
  const bytes = buffer(pdf);
  const profiles = declarePdfx(pdf, { ...meta, size });
  const cmyk = profiles.channels === 4;
  const colour = printColour({ outputCondition: meta.condition, renderingIntent: meta.intent });
  let page = 0;
  for (const { area, raster, texts = [] } of pages) {
    const { full } = areaGeometry(area);
    const trim = area.specs.trim * POINTS_PER_MM;
    // The density tells the RIP the dpi, 4:4:4 keeps thin colour edges; the profile goes into the PDF once, not into each JPEG.
    const jpeg = await (await inOutputColours(raster, colour)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    const width = full.width * POINTS_PER_MM;
    const height = full.height * POINTS_PER_MM;
    // The page's MediaBox is its size; the JPEG goes in as it is (DCTDecode), over the whole page,
    // in the output condition's profile (pdfkit's own image() would call it bare DeviceRGB). A CMYK
    // JPEG from libjpeg is stored inverted, as Adobe's are. The text's RGB colours are sRGB.
    pdf.addPage({ size: [width, height], margin: 0 });
    const name = `Print${(page += 1)}`;
    const image = pdf.ref({
      Type: 'XObject',
      Subtype: 'Image',
      BitsPerComponent: 8,
      Width: raster.width,
      Height: raster.height,
      ColorSpace: ['ICCBased', profiles.output],
      Filter: 'DCTDecode',
      ...(cmyk ? { Decode: [1, 0, 1, 0, 1, 0, 1, 0] } : {}),
    });
    image.end(jpeg);
    pdf.page.xobjects[name] = image;
    Object.assign((pdf.page.dictionary.data as { Resources?: PDFKit.PDFKitReference }).Resources?.data ?? {}, {
      ColorSpace: { DefaultRGB: ['ICCBased', profiles.rgb] },
    });
    // pdfkit's page space runs top-down; an image is drawn in a unit square from the bottom.
    pdf.save().transform(width, 0, 0, -height, 0, height).addContent(`/${name} Do`).restore();
    Object.assign(pdf.page.dictionary.data, { BleedBox: [0, 0, width, height], TrimBox: [trim, trim, width - trim, height - trim] });
    drawTexts(pdf, await Promise.all(texts.map((text) => placeText(text.specs))));
  }
  pdf.end();
  return bytes;
}
