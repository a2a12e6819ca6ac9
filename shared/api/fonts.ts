import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/fonts';

const endpoint = endpointsTagged('fonts');

const name = z.string().check(z.minLength(1), z.maxLength(40));

/** Strings, not enums: a name outside the catalogue is a file that does not exist (404), not a malformed request. */
export const FontFileParams = z.strictObject({ font: name, weight: name, subset: name });

export const WoffFile = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'font/woff2' });

export const getFontFileSchemas = { params: FontFileParams, response: WoffFile };
export const getFontFile = endpoint(routes.getFontFile, getFontFileSchemas, {
  summary:
    'A font file of the text tool, as font/woff2: a family of the catalogue (open-sans, lato, montserrat, raleway, nunito, oswald, merriweather, lora, playfair-display, dancing-script), its weight (regular, bold) and script subset (latin, latin-ext). Public and immutable (cached for a year); 404 for anything outside the catalogue. The widget fetches it (connect-src) and registers it with document.fonts, so an embedding page needs no font-src.',
});
