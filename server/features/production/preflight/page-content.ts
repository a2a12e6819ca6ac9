import { PDFDict, PDFName, type PDFContext, type PDFPage, type PDFRawStream } from 'pdf-lib';
import { dictOf, textIn, streamOf } from './pdf-values';

export interface PlacedImage {
  /** The page, from 1. */
  readonly page: number;
  /** Its resource name, e.g. Print1. */
  readonly name: string;
  readonly stream: PDFRawStream;
}

export interface PageContent {
  readonly images: PlacedImage[];
  readonly fonts: PDFDict[];
}

/** The images and fonts a page draws, with those of the forms it draws (each once). */
export function pageContent(context: PDFContext, page: PDFPage, number: number): PageContent {
  const images: PlacedImage[] = [];
  const fonts: PDFDict[] = [];
  const seen = new Set<unknown>();
  const visit = (resources: PDFDict | undefined) => {
    if (!resources || seen.has(resources)) return;
    seen.add(resources);
    const xobjects = dictOf(context, resources.get(PDFName.of('XObject')));
    for (const [key, value] of xobjects?.entries() ?? []) {
      const stream = streamOf(context, value);
      if (!stream) continue;
      const subtype = textIn(stream.dict, 'Subtype');
      if (subtype === 'Image') images.push({ page: number, name: key.decodeText(), stream });
      if (subtype === 'Form') visit(dictOf(context, stream.dict.get(PDFName.of('Resources'))));
    }
    const fontDict = dictOf(context, resources.get(PDFName.of('Font')));
    for (const value of fontDict?.values() ?? []) {
      const font = dictOf(context, value);
      if (font && !fonts.includes(font)) fonts.push(font);
    }
  };
  visit(page.node.Resources());
  return { images, fonts };
}
