/**
 * Text for PDFKit's standard fonts, which speak WinAnsi: it lacks the narrow no-break space that
 * fr-CH groups thousands with ('1 234.50 CHF'), so that becomes the no-break space WinAnsi has.
 */
export const winAnsiText = (text: string): string => text.replace(/\u202f/g, '\u00a0');
