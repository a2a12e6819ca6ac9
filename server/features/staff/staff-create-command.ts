import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { CreateStaffRequest } from '../../../shared/api/admin-staff';
import { type Config, ConfigError, loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { runningPostmaster } from '../../db/embedded-postgres';
import { HttpError } from '../../http/http-error';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { serverCatalogues } from '../../../shared/i18n/messages/server-catalogues';
import { createStaff } from './staff-members';

/*
 * npm run staff:create -- --email anna@shop.ch --name "Anna Muster" [--role owner|office|production]
 *
 * Creates a staff member (an owner unless --role says otherwise) on the shop's database
 * (DATABASE_URL, or the embedded server in DATA_DIR while the shop is stopped), read from the same
 * settings as `npm start` (server/config). It never creates a database: an empty DATA_DIR means the
 * settings are not the shop's (a member made there would be on a database the shop never reads).
 * The password is read from standard input: typed at a prompt without echo, or piped (`... < file`),
 * so it never appears in the shell's history or the process list.
 */

/** The first line of standard input; at a terminal, typed without echo (stty). */
async function readPassword(): Promise<string> {
  const tty = process.stdin.isTTY;
  if (tty) {
    process.stderr.write('Password (at least 10 characters, not shown): ');
    execFileSync('stty', ['-echo'], { stdio: 'inherit' });
  }
  try {
    for await (const line of createInterface({ input: process.stdin, terminal: false })) return line;
    return '';
  } finally {
    if (tty) {
      execFileSync('stty', ['echo'], { stdio: 'inherit' });
      process.stderr.write('\n');
    }
  }
}

/** Which database the member goes to, as the operator can check it; never the URL's password. */
function databaseName(config: Config): string {
  if (!config.DATABASE_URL) return `the embedded PostgreSQL server in ${path.join(config.dataDir, 'postgres')}`;
  const url = new URL(config.DATABASE_URL);
  return `the database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host} (DATABASE_URL)`;
}

/** Where the back office is: PUBLIC_URL's, and whether that is only the default. */
function adminUrl(config: Config): string {
  const byDefault = process.env.PUBLIC_URL ? '' : ' (PUBLIC_URL is not set: the address npm start takes by default)';
  return `${config.PUBLIC_URL}/admin${byDefault}`;
}

const catalogue = serverCatalogues.en;
/** A validation key of the contract as its English text. */
const inEnglish = (key: string) => (hasMessage(catalogue, key) ? catalogue[key] : key);

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'owner' } },
  });
  const config = loadConfig();
  const postgresDir = path.join(config.dataDir, 'postgres');
  if (!config.DATABASE_URL && !existsSync(path.join(postgresDir, 'data')))
    throw new ConfigError(
      `There is no shop database in ${postgresDir}. Run staff:create with the DATA_DIR (or DATABASE_URL) that npm start runs with, or start the shop once first.`,
    );
  if (!config.DATABASE_URL && runningPostmaster(path.join(postgresDir, 'data')) !== null)
    throw new ConfigError(
      'The shop is running on its embedded database: stop it first (or create the first owner with STAFF_OWNER_EMAIL and STAFF_OWNER_PASSWORD).',
    );
  const password = await readPassword();
  const input = CreateStaffRequest.safeParse({ email: values.email, displayName: values.name, role: values.role, password });
  if (!input.success)
    throw new ConfigError(`Cannot create the staff member:\n${input.error.issues.map((i) => `  - ${i.path.join('.')}: ${inEnglish(i.message)}`).join('\n')}`);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1, dataDir: postgresDir });
  try {
    // Nobody is logged in at a terminal: the audit entry names no member as the one who acted.
    const member = await createStaff({ db: database.db, now: new Date(), log: pino({ level: 'silent' }), locale: 'en' }, null, input.data);
    console.log(`Created ${member.role} ${member.email} (id ${member.id}) in ${databaseName(config)}.\nLog in at ${adminUrl(config)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof HttpError && error.fields)
    console.error(
      Object.entries(error.fields)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('\n'),
    );
  else console.error(error);
  process.exit(1);
});
