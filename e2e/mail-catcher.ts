/*
 * A real local SMTP server for the e2e run: the shop sends its mails through nodemailer to it
 * (SMTP_URL), and each mail lands as a JSON file in mailDir(), where the tests read the links.
 *
 * Playwright starts the webServer before globalSetup, so the catcher starts while the config
 * loads, in the main process only: workers load the config too, but inherit E2E_SMTP_URL and skip.
 * A developer's own SMTP_URL is never used: an e2e run must not send real mail.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from '../server/test/smtp-catcher';

interface CaughtMail {
  to: string[];
  /** The whole message as received (headers and MIME parts). */
  raw: string;
}

/** Mail to this domain is refused for good (550), as for a mailbox that does not exist: the outbox tests' failed mails. */
export const BOUNCING_DOMAIN = 'mailbox-gone.test';

/** Where the mails of the run on this shop port are written. */
const mailDir = (port = process.env.E2E_PORT) => `/tmp/printshop-e2e-mail-${port}`;

/** Starts the catcher once per run and answers the SMTP_URL for the shop's webServer environment. */
export async function catchMail(shopPort: number): Promise<string> {
  if (process.env.E2E_SMTP_URL) return process.env.E2E_SMTP_URL;
  const dir = mailDir(String(shopPort));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client: this machine has no resolver to ask, and each look-up would wait.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`))
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const mail: CaughtMail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
        writeFileSync(`${dir}/${Date.now()}-${count}.json`, JSON.stringify(mail));
        callback();
      });
    },
  });
  // A client killed mid-mail (the fault tests kill the shop) resets its connection: not the catcher's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The catcher must not keep Playwright's process alive once the run is over.
  server.server.unref();
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return process.env.E2E_SMTP_URL;
}

function mailsTo(address: string): CaughtMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .toSorted()
    .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The decoded texts of the mails to this address so far, oldest first. */
export function mailTextsTo(address: string): string[] {
  return mailsTo(address).map((mail) => decodeQuotedPrintable(mail.raw));
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) as text, folding undone. */
function decodeMimeWord(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The decoded subjects of the mails to this address so far, oldest first. */
export function mailSubjectsTo(address: string): string[] {
  return mailsTo(address).map((mail) => decodeMimeWord(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? ''));
}

/** Waits for the `nth` (1-based) mail to this address and answers the new-password link in it. */
export async function newPasswordLink(address: string, nth = 1): Promise<{ url: URL; lang: string; raw: string }> {
  let mail: CaughtMail | undefined;
  await expect.poll(() => (mail = mailsTo(address)[nth - 1]) !== undefined, { timeout: 15_000 }).toBe(true);
  const text = decodeQuotedPrintable(mail!.raw);
  const match = /https?:\/\/[^\s"<>]+\/(de|fr|it|en)\/customer\/newpassword\/\d+\/[A-Za-z0-9_%-]+/.exec(text);
  expect(match, `a new-password link in the mail to ${address}`).not.toBeNull();
  return { url: new URL(match![0]), lang: match![1] as string, raw: text };
}

/** Waits for the confirmation mail of order `number` to this address and answers its order link. */
export async function orderLinkIn(address: string, number: string): Promise<URL> {
  let text = '';
  await expect
    .poll(
      () => {
        text =
          mailsTo(address)
            .map((mail) => decodeQuotedPrintable(mail.raw))
            .find((decoded) => decoded.includes(number)) ?? '';
        return text !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const match = /https?:\/\/[^\s"<>]+\/(?:de|fr|it|en)\/checkout\/confirm\?order=\d+(?:&amp;|&)access=[A-Za-z0-9_%-]+/.exec(text);
  expect(match, `an order link in the confirmation mail of ${number}`).not.toBeNull();
  return new URL(match![0].replace('&amp;', '&'));
}
