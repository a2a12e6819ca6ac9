import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/i18n/locales';
import type { EditableMail, MailTextPart } from '../../../shared/i18n/mail-texts';
import { createdAt } from './columns';
import { staffUsers } from './staff';

/** A mail's texts as staff worded them, per language; a language missing keeps the code's texts. */
type MailTexts = Partial<Record<Locale, Record<MailTextPart, string>>>;

/** Staff's texts of a mail (shared/i18n/mail-texts.ts), one row per saved version as cms_page_versions: the highest is in force. */
export const mailTextVersions = pgTable(
  'mail_text_versions',
  {
    mail: text('mail').$type<EditableMail>().notNull(),
    version: integer('version').notNull(),
    texts: jsonb('texts').$type<MailTexts>().notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mail, t.version] }), check('mail_text_versions_version_positive', sql`${t.version} > 0`)],
);
