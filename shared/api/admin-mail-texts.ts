import { z } from 'zod/mini';
import { EDITABLE_MAILS } from '../i18n/mail-texts';
import { endpointsTagged } from './endpoint';
import { Locale } from './locale';
import * as routes from './routes/admin-mail-texts';
import { VersionSave } from './versions';

const endpoint = endpointsTagged('admin');

export const MailTextParams = z.strictObject({ mail: z.enum(EDITABLE_MAILS) });

/** A mail's subject and body in one language; the body's paragraphs are separated by empty lines. */
export const MailTextPair = z.strictObject({
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.minLength(1), z.maxLength(5000)),
});

/** Staff's texts per language; a language left out keeps the code's text. */
export const MailTextsByLanguage = z.strictObject({
  de: z.optional(MailTextPair),
  fr: z.optional(MailTextPair),
  it: z.optional(MailTextPair),
  en: z.optional(MailTextPair),
});
export type MailTextsByLanguage = z.infer<typeof MailTextsByLanguage>;

const mailTextSummary = {
  mail: z.enum(EDITABLE_MAILS),
  /** 0 while the code's texts apply (never saved). */
  version: z.int().check(z.nonnegative()),
  updatedAt: z.nullable(z.iso.datetime()),
  updatedBy: z.nullable(z.string()),
};

export const AdminMailTexts = z.object({ mails: z.array(z.object(mailTextSummary)) });
export const getAdminMailTextsSchemas = { response: AdminMailTexts };
export const getAdminMailTexts = endpoint(routes.getAdminMailTexts, getAdminMailTextsSchemas, {
  summary: 'The mails whose texts staff may word, each with the version of its texts in force (0: the code’s texts).',
});

export const AdminMailText = z.object({
  ...mailTextSummary,
  texts: MailTextsByLanguage,
  /** The code's texts per language: what a language without staff texts sends. */
  defaults: z.object({ de: MailTextPair, fr: MailTextPair, it: MailTextPair, en: MailTextPair }),
  /** The {variables} the texts may use. */
  variables: z.array(z.string()),
  history: z.array(VersionSave),
});
export type AdminMailText = z.infer<typeof AdminMailText>;

export const getAdminMailTextSchemas = { params: MailTextParams, response: AdminMailText };
export const getAdminMailText = endpoint(routes.getAdminMailText, getAdminMailTextSchemas, {
  summary: 'One mail’s texts as staff edit them: staff’s per language, the code’s defaults, the variables it may use and the versions saved.',
});

export const SaveMailTextBody = z.strictObject({ version: z.int().check(z.nonnegative()), texts: MailTextsByLanguage });
export type SaveMailTextBody = z.infer<typeof SaveMailTextBody>;

export const putAdminMailTextSchemas = { params: MailTextParams, body: SaveMailTextBody, response: AdminMailText };
export const putAdminMailText = endpoint(routes.putAdminMailText, putAdminMailTextSchemas, {
  summary:
    'Saves the mail’s texts as its next version; mails written from then on use them. 422 per field (e.g. `texts.fr.body`) for a variable the mail has not or anything but text with {variables}; 409 when someone saved since `version`.',
  errors: [409, 422],
});

export const MailTextPreviewBody = z.strictObject({ orderNumber: z.string().check(z.regex(/^\d{1,12}$/)), language: Locale, text: MailTextPair });
export const MailTextPreview = z.object({ subject: z.string(), html: z.string() });
export type MailTextPreview = z.infer<typeof MailTextPreview>;

export const postMailTextPreviewSchemas = { params: MailTextParams, body: MailTextPreviewBody, response: MailTextPreview };
export const postMailTextPreview = endpoint(routes.postMailTextPreview, postMailTextPreviewSchemas, {
  summary:
    'The mail as it would go out with the given texts, for a real order (its number, amounts and dates): subject and HTML. Nothing is sent or saved. 404 for an unknown order; 422 for a text that could not be saved.',
  errors: [422],
});
