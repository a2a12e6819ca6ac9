import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { type PrintArea, areaGeometry } from '../../../shared/domain';
import type { PrintRaster } from './print-raster';

const POINTS_PER_MM = 72 / 25.4;

export interface PrintPdfInfo {
  /** Shown in the PDF's metadata, for the production staff (order and item). */
  readonly title: string;
}

/**
 * The print file of one area: one page exactly the full printed size (front, side area and bleed)
 * with the raster on it. The boxes tell the RIP and the cutter what is what: MediaBox = BleedBox =
 * everything printed, TrimBox = what remains after the bleed is cut away (front plus wrap).
 */
export async function printPdf(area: PrintArea, raster: PrintRaster, info: PrintPdfInfo): Promise<Uint8Array> {
  const { full } = areaGeometry(area);
  const trim = area.specs.trim;
  const jpeg = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 }, limitInputPixels: false })
    .withMetadata({ density: raster.dpi })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer();
  const pdf = await PDFDocument.create();
  pdf.setTitle(info.title);
  pdf.setProducer('Print Atelier production');
  pdf.setCreator('Print Atelier');
  const image = await pdf.embedJpg(jpeg);
  const width = full.width * POINTS_PER_MM;
  const height = full.height * POINTS_PER_MM;
  const page = pdf.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  page.setBleedBox(0, 0, width, height);
  page.setTrimBox(trim * POINTS_PER_MM, trim * POINTS_PER_MM, width - 2 * trim * POINTS_PER_MM, height - 2 * trim * POINTS_PER_MM);
  return pdf.save();
}
