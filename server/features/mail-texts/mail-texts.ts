import { desc, eq, sql } from 'drizzle-orm';
import type { AdminMailText, MailTextsByLanguage, SaveMailTextBody } from '../../../shared/api/admin-mail-texts';
import { type Locale, locales } from '../../../shared/i18n/locales';
import {
  EDITABLE_MAILS,
  type EditableMail,
  MAIL_TEXT_PARTS,
  MAIL_VARIABLES,
  mailTextIds,
  mailTextIssue,
  mailTextIssueText,
} from '../../../shared/i18n/mail-texts';
import { serverCatalogues } from '../../../shared/i18n/messages/server-catalogues';
import type { Db } from '../../db/database';
import { mailTextVersions, staffUsers } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { StaffActor } from '../../http/require-staff';
import { serverIntl } from '../../i18n/server-intl';
import { audit } from '../audit/audit';

export interface MailTextContext {
  db: Db;
  now: Date;
  locale: Locale;
}

/** A mail's subject and body in one language. */
export type MailText = { subject: string; body: string };

/** The versions of a mail's texts, newest first, with who saved each. */
function versionsOf(db: Db, mail: EditableMail) {
  return db
    .select({ version: mailTextVersions.version, texts: mailTextVersions.texts, createdAt: mailTextVersions.createdAt, staffName: staffUsers.displayName })
    .from(mailTextVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, mailTextVersions.staffId))
    .where(eq(mailTextVersions.mail, mail))
    .orderBy(desc(mailTextVersions.version));
}

/** Staff's text of a mail in a language, or null where the code's texts apply: what a mail is written with. */
export async function staffMailText(db: Db, mail: EditableMail, locale: Locale): Promise<MailText | null> {
  const [row] = await db
    .select({ texts: mailTextVersions.texts })
    .from(mailTextVersions)
    .where(eq(mailTextVersions.mail, mail))
    .orderBy(desc(mailTextVersions.version))
    .limit(1);
  return row?.texts[locale] ?? null;
}

/** The code's texts of a mail in every language, as the catalogues hold them (with their {variables}). */
function defaultsOf(mail: EditableMail): AdminMailText['defaults'] {
  const ids = mailTextIds(mail);
  const inLanguage = (locale: Locale) => ({ subject: serverCatalogues[locale][ids.subject], body: serverCatalogues[locale][ids.body] });
  return { de: inLanguage('de'), fr: inLanguage('fr'), it: inLanguage('it'), en: inLanguage('en') };
}

/** Every editable mail with the version of its texts in force. */
export async function mailTextList(db: Db) {
  const rows = await db
    .selectDistinctOn([mailTextVersions.mail], {
      mail: mailTextVersions.mail,
      version: mailTextVersions.version,
      createdAt: mailTextVersions.createdAt,
      staffName: staffUsers.displayName,
    })
    .from(mailTextVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, mailTextVersions.staffId))
    .orderBy(mailTextVersions.mail, desc(mailTextVersions.version));
  return EDITABLE_MAILS.map((mail) => {
    const row = rows.find((saved) => saved.mail === mail);
    return { mail, version: row?.version ?? 0, updatedAt: row?.createdAt.toISOString() ?? null, updatedBy: row?.staffName ?? null };
  });
}

/** One mail's texts as staff edit them. */
export async function mailTextForEditing(db: Db, mail: EditableMail): Promise<AdminMailText> {
  const versions = await versionsOf(db, mail);
  const [latest] = versions;
  return {
    mail,
    version: latest?.version ?? 0,
    updatedAt: latest?.createdAt.toISOString() ?? null,
    updatedBy: latest?.staffName ?? null,
    texts: latest?.texts ?? {},
    defaults: defaultsOf(mail),
    variables: [...MAIL_VARIABLES[mail]],
    history: versions.map((row) => ({ version: row.version, staffName: row.staffName, createdAt: row.createdAt.toISOString() })),
  };
}

/** 422 naming each text that could not be sent (`texts.fr.body`), in the staff member's words; nothing when all may be saved. */
export function checkMailTexts(locale: Locale, mail: EditableMail, texts: MailTextsByLanguage): void {
  const intl = serverIntl(locale);
  const fields: Record<string, string[]> = {};
  for (const language of locales) {
    for (const part of MAIL_TEXT_PARTS) {
      const text = texts[language]?.[part];
      const issue = text === undefined ? null : mailTextIssue(mail, text);
      if (issue) fields[`texts.${language}.${part}`] = [mailTextIssueText(intl, mail, issue)];
    }
  }
  if (Object.keys(fields).length > 0) throw new HttpError('unprocessable', intl.formatMessage({ id: 'admin.mailTexts.invalid' }), fields);
}

/** Saves a mail's texts as the next version of the one the edit started from; a save made since is refused (409). */
export async function saveMailText(ctx: MailTextContext, by: StaffActor, mail: EditableMail, input: SaveMailTextBody): Promise<AdminMailText> {
  checkMailTexts(ctx.locale, mail, input.texts);
  await ctx.db.transaction(async (tx) => {
    // One save of a mail at a time: the version check and the insert must not interleave with another's.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail_text:${mail}`}))`);
    const [latest] = await versionsOf(tx, mail).limit(1);
    if ((latest?.version ?? 0) !== input.version) throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: 'admin.mailTexts.conflict' }));
    const version = input.version + 1;
    await tx.insert(mailTextVersions).values({ mail, version, texts: input.texts, staffId: by?.id ?? null, createdAt: ctx.now });
    await audit(tx, { by, action: 'mailText.save', subjectType: 'mailText', subjectId: mail, before: latest?.texts ?? {}, after: input.texts, at: ctx.now });
  });
  return mailTextForEditing(ctx.db, mail);
}
