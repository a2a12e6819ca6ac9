import { buffer } from 'node:stream/consumers';
import PdfKitDocument from 'pdfkit';
import sharp from 'sharp';
import { type PrintArea, areaGeometry } from '../../../shared/domain';
import type { TextItem } from '../../../shared/domain/text';
import type { PrintRaster } from './print-raster';
import { placeText } from './text/placed-text';
import { drawTexts } from './text/text-pdf';

const POINTS_PER_MM = 72 / 25.4;

export interface PrintPdfInfo {
  /** Shown in the PDF's metadata, for the production staff (order and item). */
  readonly title: string;
}

export interface PrintPage {
  readonly area: PrintArea;
  readonly raster: PrintRaster;
  /** Drawn over the raster as vector text, in this order. */
  readonly texts?: readonly TextItem[];
}

/**
 * The print file of one ordered item: a page per print area, each exactly the full printed size
 * (front, side area and bleed) with its raster. The boxes tell the RIP and the cutter what is what:
 * MediaBox = BleedBox = everything printed, TrimBox = what remains after the bleed is cut away
 * (front plus wrap). Text items go over the raster as vector text with their fonts embedded.
 */
export async function printPdf(pages: readonly PrintPage[], info: PrintPdfInfo): Promise<Uint8Array> {
  const pdf = new PdfKitDocument({ autoFirstPage: false, info: { Title: info.title, Producer: 'Print Atelier production', Creator: 'Print Atelier' } });
  const bytes = buffer(pdf);
  for (const { area, raster, texts = [] } of pages) {
    const { full } = areaGeometry(area);
    const trim = area.specs.trim * POINTS_PER_MM;
    // Raw RGB at the print resolution; the density tells the RIP the dpi, 4:4:4 keeps thin colour edges.
    const jpeg = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 }, limitInputPixels: false })
      .withMetadata({ density: raster.dpi })
      .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
      .toBuffer();
    const width = full.width * POINTS_PER_MM;
    const height = full.height * POINTS_PER_MM;
    // The page's MediaBox is its size; the JPEG goes in as it is (DCTDecode), over the whole page.
    pdf.addPage({ size: [width, height], margin: 0 });
    pdf.image(jpeg, 0, 0, { width, height });
    Object.assign(pdf.page.dictionary.data, { BleedBox: [0, 0, width, height], TrimBox: [trim, trim, width - trim, height - trim] });
    drawTexts(pdf, await Promise.all(texts.map((text) => placeText(text.specs))));
  }
  pdf.end();
  return bytes;
}
