import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString, type PDFContext, type PDFObject } from 'pdf-lib';

/** A text value as the file stores it (a literal or hex string, or a name), undefined when absent. */
export function textOf(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  if (value instanceof PDFName) return value.decodeText();
  return undefined;
}

/** A value with its reference followed. */
export const resolved = (context: PDFContext, value: PDFObject | undefined): PDFObject | undefined => (value instanceof PDFRef ? context.lookup(value) : value);

export const dictOf = (context: PDFContext, value: PDFObject | undefined): PDFDict | undefined => {
  const object = resolved(context, value);
  return object instanceof PDFDict ? object : undefined;
};

export const arrayOf = (context: PDFContext, value: PDFObject | undefined): PDFArray | undefined => {
  const object = resolved(context, value);
  return object instanceof PDFArray ? object : undefined;
};

export const streamOf = (context: PDFContext, value: PDFObject | undefined): PDFRawStream | undefined => {
  const object = resolved(context, value);
  return object instanceof PDFRawStream ? object : undefined;
};

/** A dictionary's text or name entry, its reference followed. */
export const textIn = (dict: PDFDict, key: string): string | undefined => textOf(dict.lookup(PDFName.of(key)));
