import { importTexts } from 'virtual:texts';
import type { Locale } from '../../shared/i18n/locales';
import type { Catalogue } from '../../ui/intl/compiled-intl';
import { textLoader } from '../../ui/intl/load-texts';

/*
 * The design step's own texts (its tools, the collage layouts' names, the previews: the 'design' part
 * of shared/i18n/text-parts.ts) are a file per language apart from the configurator's, so the first
 * step does not carry them. They load beside the step's chunk (configurator/step-slots.tsx), in the
 * widget and in the shell alike; only this importer is in the first step's code.
 */
const loadFile = textLoader(importTexts);

/** The design step's texts of a language, imported once; a failed import again on the next call (the step's "Try again"). */
export const designTexts = (locale: Locale): Promise<Catalogue> => loadFile(`design-${locale}`);
