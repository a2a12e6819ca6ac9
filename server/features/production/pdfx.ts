import { createHash } from 'node:crypto';
import type { RenderingIntent } from '../../../shared/domain/product/product-schema';
import { type ShippedProfile, shippedProfile } from './colour/icc-profiles';
import { printingCondition, type PrintingConditionId } from './colour/printing-conditions';

/** What the file says about itself: the order item it prints, and the order's date as the file's dates (the same item gives the same bytes). */
export interface PrintFileMeta {
  readonly title: string;
  readonly order: string;
  readonly item: number;
  readonly product: string;
  /** The front's size, e.g. "950 × 650 mm". */
  readonly size: string;
  readonly date: Date;
  readonly condition: PrintingConditionId;
  /** How the raster was converted to the condition (printColour). */
  readonly intent: RenderingIntent;
}

/** The ICC profile streams of a print file: the output intent's, and sRGB's for the colours drawn in RGB (the same stream when the condition is sRGB). */
export interface PdfxProfiles {
  readonly output: PDFKit.PDFKitReference;
  readonly rgb: PDFKit.PDFKitReference;
  readonly channels: 3 | 4;
}

function profileStream(pdf: PDFKit.PDFDocument, profile: ShippedProfile, channels: 3 | 4): PDFKit.PDFKitReference {
  const stream = pdf.ref({ N: channels });
  stream.end(shippedProfile(profile));
  return stream;
}

/**
 * A PDF name where pdfkit would write a string: pdfkit writes a value it does not recognise as
 * it prints itself, and the Info dictionary's Trapped must be the name /False.
 */
class PdfName {
  constructor(private readonly name: string) {}
  get [Symbol.toStringTag]() {
    return 'PdfName';
  }
  toString() {
    return `/${this.name}`;
  }
}

/** pdfkit's options for a PDF/X-4 file: PDF 1.6 (XMP metadata, no encryption) and the Info entries PDF/X wants, all from the order. */
export function pdfxOptions(meta: PrintFileMeta): PDFKit.PDFDocumentOptions {
  return {
    autoFirstPage: false,
    pdfVersion: '1.6',
    info: {
      Title: meta.title,
      Producer: 'Print Atelier production',
      Creator: 'Print Atelier',
      CreationDate: meta.date,
      ModDate: meta.date,
      // Typed as strings by @types/pdfkit; pdfkit writes whatever it is given.
      ...({ Trapped: new PdfName('False'), GTS_PDFXVersion: 'PDF/X-4' } as object),
    },
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A UUID from the order item, so a reprint carries the same document ID. */
function documentUuid(meta: PrintFileMeta): string {
  const hex = createHash('sha256').update(`print-file ${meta.order} ${meta.item}`).digest('hex');
  return `uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Declares the document PDF/X-4: the output intent with its ICC profile embedded, and the XMP
 * metadata PDF/X asks for plus the order, item, product and size for the production staff.
 * Returns the profile streams, for the ICCBased colour spaces of the pages.
 */
export function declarePdfx(pdf: PDFKit.PDFDocument, meta: PrintFileMeta): PdfxProfiles {
  const condition = printingCondition(meta.condition);
  const profile = profileStream(pdf, condition.output, condition.channels);
  const intent = pdf.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputCondition: new String(condition.info),
    OutputConditionIdentifier: new String(condition.identifier),
    RegistryName: new String('http://www.color.org'),
    Info: new String(condition.info),
    DestOutputProfile: profile,
  });
  intent.finalize();
  // oxlint-disable-next-line no-underscore-dangle -- pdfkit's catalog: it has no API for output intents but its PDF/A one
  Object.assign((pdf as unknown as { _root: PDFKit.PDFKitReference })._root.data, { OutputIntents: [intent] });
  const date = meta.date.toISOString().replace(/\.\d+Z$/, 'Z');
  const id = documentUuid(meta);
  pdf.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/"
            xmlns:pa="urn:print-atelier:print-file:1">
            <xmp:ModifyDate>${date}</xmp:ModifyDate>
            <xmp:MetadataDate>${date}</xmp:MetadataDate>
            <xmpMM:DocumentID>${id}</xmpMM:DocumentID>
            <xmpMM:InstanceID>${id}</xmpMM:InstanceID>
            <xmpMM:VersionID>1</xmpMM:VersionID>
            <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
            <pdf:Trapped>False</pdf:Trapped>
            <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
            <pa:Order>${escapeXml(meta.order)}</pa:Order>
            <pa:Item>${meta.item}</pa:Item>
            <pa:Product>${escapeXml(meta.product)}</pa:Product>
            <pa:Size>${escapeXml(meta.size)}</pa:Size>
            <pa:OutputCondition>${condition.identifier}</pa:OutputCondition>
            <pa:RenderingIntent>${meta.intent}</pa:RenderingIntent>
        </rdf:Description>`);
  return { output: profile, rgb: condition.output === 'sRGB.icc' ? profile : profileStream(pdf, 'sRGB.icc', 3), channels: condition.channels };
}
