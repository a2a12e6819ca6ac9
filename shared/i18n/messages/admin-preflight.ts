import type { Messages } from './messages';

/*
 * The preflight of a print file in the production queue: passed or not, each failed check with its
 * values (admin.production.preflight.<id>, one per id of shared/api/preflight.ts), the file's SHA-256.
 */
const de = {
  'admin.production.failure.preflight': 'Die Druckdatei hat den Preflight nicht bestanden.',
  'admin.production.preflight.passed': 'Preflight bestanden',
  'admin.production.preflight.failed': 'Preflight nicht bestanden: {count, plural, one {# Prüfung} other {# Prüfungen}}',
  'admin.production.preflight.sha256': 'SHA-256 der Druckdatei',
  'admin.production.preflight.copy': 'Kopieren',
  'admin.production.preflight.copied': 'Kopiert',
  'admin.production.preflight.figures': 'Geprüfte Werte',
  'admin.production.preflight.figure.dpi': 'Seite {page}, Bild {cell}: {dpi} dpi effektiv',
  'admin.production.preflight.figure.ink': 'Seite {page}: Farbauftrag bis {max} % (Grenze {limit} %)',
  'admin.production.preflight.figure.condition': 'Druckbedingung: {identifier}',
  'admin.production.preflight.opens': 'Die Datei lässt sich nicht als PDF lesen ({error}).',
  'admin.production.preflight.pdfVersion': 'PDF-Version {version}: PDF/X-4 verlangt höchstens 1.6.',
  'admin.production.preflight.pdfx': 'PDF/X-4-Angaben fehlen (GTS_PDFXVersion «{version}», Trapped «{trapped}»).',
  'admin.production.preflight.metadata': 'Die XMP-Metadaten weisen die Datei nicht als PDF/X-4 aus.',
  'admin.production.preflight.encryption': 'Die Datei ist verschlüsselt.',
  'admin.production.preflight.boxes': 'Seite {page}: Die Boxen liegen nicht ineinander (MediaBox ⊇ BleedBox ⊇ TrimBox).',
  'admin.production.preflight.printArea':
    'Seite {page}: {width} × {height} mm statt {expectedWidth} × {expectedHeight} mm des Druckbereichs (mit Umschlag und Beschnitt).',
  'admin.production.preflight.outputIntent': 'Output Intent: {count} mit «{identifier}»; verlangt ist genau einer für «{expected}» mit eingebettetem Profil.',
  'admin.production.preflight.imageColour': 'Seite {page}, Bild {image}: Farbraum {space} statt ICC-basiert.',
  'admin.production.preflight.resolution':
    'Seite {page}, Bild {cell}: effektiv {dpi} dpi, unter dem Minimum von {minimum} dpi, ohne Zustimmung der Kundschaft.',
  'admin.production.preflight.fonts': 'Die Schrift {font} ist nicht eingebettet.',
  'admin.production.preflight.inkCoverage': 'Seite {page}, Bild {image}: Farbauftrag bis {max} %, {share} % der Pixel über der Grenze von {limit} %.',
} as const;

export const adminPreflightMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.production.failure.preflight': 'Le fichier d’impression n’a pas passé le contrôle en amont (preflight).',
    'admin.production.preflight.passed': 'Preflight réussi',
    'admin.production.preflight.failed': 'Preflight échoué : {count, plural, one {# contrôle} other {# contrôles}}',
    'admin.production.preflight.sha256': 'SHA-256 du fichier d’impression',
    'admin.production.preflight.copy': 'Copier',
    'admin.production.preflight.copied': 'Copié',
    'admin.production.preflight.figures': 'Valeurs contrôlées',
    'admin.production.preflight.figure.dpi': 'Page {page}, image {cell} : {dpi} dpi effectifs',
    'admin.production.preflight.figure.ink': 'Page {page} : encrage jusqu’à {max} % (limite {limit} %)',
    'admin.production.preflight.figure.condition': 'Condition d’impression : {identifier}',
    'admin.production.preflight.opens': 'Le fichier ne se lit pas comme un PDF ({error}).',
    'admin.production.preflight.pdfVersion': 'Version PDF {version} : PDF/X-4 demande 1.6 au plus.',
    'admin.production.preflight.pdfx': 'Déclarations PDF/X-4 manquantes (GTS_PDFXVersion « {version} », Trapped « {trapped} »).',
    'admin.production.preflight.metadata': 'Les métadonnées XMP ne déclarent pas le fichier PDF/X-4.',
    'admin.production.preflight.encryption': 'Le fichier est chiffré.',
    'admin.production.preflight.boxes': 'Page {page} : les zones ne sont pas imbriquées (MediaBox ⊇ BleedBox ⊇ TrimBox).',
    'admin.production.preflight.printArea':
      'Page {page} : {width} × {height} mm au lieu des {expectedWidth} × {expectedHeight} mm de la zone d’impression (retour et fond perdu compris).',
    'admin.production.preflight.outputIntent':
      'Output Intent : {count} avec « {identifier} » ; il en faut exactement un pour « {expected} », profil incorporé.',
    'admin.production.preflight.imageColour': 'Page {page}, image {image} : espace colorimétrique {space} au lieu d’ICC.',
    'admin.production.preflight.resolution':
      'Page {page}, image {cell} : {dpi} dpi effectifs, sous le minimum de {minimum} dpi, sans l’accord du client ou de la cliente.',
    'admin.production.preflight.fonts': 'La police {font} n’est pas incorporée.',
    'admin.production.preflight.inkCoverage': 'Page {page}, image {image} : encrage jusqu’à {max} %, {share} % des pixels au-dessus de la limite de {limit} %.',
  },
  it: {
    'admin.production.failure.preflight': 'Il file di stampa non ha superato il preflight.',
    'admin.production.preflight.passed': 'Preflight superato',
    'admin.production.preflight.failed': 'Preflight non superato: {count, plural, one {# controllo} other {# controlli}}',
    'admin.production.preflight.sha256': 'SHA-256 del file di stampa',
    'admin.production.preflight.copy': 'Copia',
    'admin.production.preflight.copied': 'Copiato',
    'admin.production.preflight.figures': 'Valori controllati',
    'admin.production.preflight.figure.dpi': 'Pagina {page}, immagine {cell}: {dpi} dpi effettivi',
    'admin.production.preflight.figure.ink': 'Pagina {page}: copertura d’inchiostro fino al {max} % (limite {limit} %)',
    'admin.production.preflight.figure.condition': 'Condizione di stampa: {identifier}',
    'admin.production.preflight.opens': 'Il file non si legge come PDF ({error}).',
    'admin.production.preflight.pdfVersion': 'Versione PDF {version}: PDF/X-4 richiede al massimo 1.6.',
    'admin.production.preflight.pdfx': 'Mancano le dichiarazioni PDF/X-4 (GTS_PDFXVersion «{version}», Trapped «{trapped}»).',
    'admin.production.preflight.metadata': 'I metadati XMP non dichiarano il file PDF/X-4.',
    'admin.production.preflight.encryption': 'Il file è cifrato.',
    'admin.production.preflight.boxes': 'Pagina {page}: i riquadri non sono uno dentro l’altro (MediaBox ⊇ BleedBox ⊇ TrimBox).',
    'admin.production.preflight.printArea':
      'Pagina {page}: {width} × {height} mm invece dei {expectedWidth} × {expectedHeight} mm dell’area di stampa (con risvolto e abbondanza).',
    'admin.production.preflight.outputIntent': 'Output Intent: {count} con «{identifier}»; ne serve esattamente uno per «{expected}», con profilo incorporato.',
    'admin.production.preflight.imageColour': 'Pagina {page}, immagine {image}: spazio colore {space} invece di ICC.',
    'admin.production.preflight.resolution':
      'Pagina {page}, immagine {cell}: {dpi} dpi effettivi, sotto il minimo di {minimum} dpi, senza il consenso del cliente.',
    'admin.production.preflight.fonts': 'Il carattere {font} non è incorporato.',
    'admin.production.preflight.inkCoverage':
      'Pagina {page}, immagine {image}: copertura d’inchiostro fino al {max} %, {share} % dei pixel oltre il limite del {limit} %.',
  },
  en: {
    'admin.production.failure.preflight': 'The print file failed its preflight.',
    'admin.production.preflight.passed': 'Preflight passed',
    'admin.production.preflight.failed': 'Preflight failed: {count, plural, one {# check} other {# checks}}',
    'admin.production.preflight.sha256': 'SHA-256 of the print file',
    'admin.production.preflight.copy': 'Copy',
    'admin.production.preflight.copied': 'Copied',
    'admin.production.preflight.figures': 'Values checked',
    'admin.production.preflight.figure.dpi': 'Page {page}, image {cell}: {dpi} dpi effective',
    'admin.production.preflight.figure.ink': 'Page {page}: ink coverage up to {max} % (limit {limit} %)',
    'admin.production.preflight.figure.condition': 'Printing condition: {identifier}',
    'admin.production.preflight.opens': 'The file does not read as a PDF ({error}).',
    'admin.production.preflight.pdfVersion': 'PDF version {version}: PDF/X-4 allows 1.6 at most.',
    'admin.production.preflight.pdfx': 'PDF/X-4 declarations missing (GTS_PDFXVersion “{version}”, Trapped “{trapped}”).',
    'admin.production.preflight.metadata': 'The XMP metadata do not declare the file PDF/X-4.',
    'admin.production.preflight.encryption': 'The file is encrypted.',
    'admin.production.preflight.boxes': 'Page {page}: the boxes do not nest (MediaBox ⊇ BleedBox ⊇ TrimBox).',
    'admin.production.preflight.printArea':
      'Page {page}: {width} × {height} mm instead of the print area’s {expectedWidth} × {expectedHeight} mm (wrap and bleed included).',
    'admin.production.preflight.outputIntent':
      'Output intent: {count} naming “{identifier}”; exactly one for “{expected}” with its profile embedded is required.',
    'admin.production.preflight.imageColour': 'Page {page}, image {image}: colour space {space} instead of ICC-based.',
    'admin.production.preflight.resolution':
      'Page {page}, image {cell}: {dpi} dpi effective, below the minimum of {minimum} dpi, without the shopper’s consent.',
    'admin.production.preflight.fonts': 'The font {font} is not embedded.',
    'admin.production.preflight.inkCoverage': 'Page {page}, image {image}: ink up to {max} %, {share} % of the pixels over the limit of {limit} %.',
  },
};
