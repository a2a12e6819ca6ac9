import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
  /** The message with its quoted-printable parts decoded. */
  text: string;
}

export interface SmtpCatcher {
  url: string;
  /** Every mail the server accepted. */
  inbox: Received[];
  /** While set, every recipient is refused with a temporary error (451), as a mail server in trouble does. */
  refusing: boolean;
  /** Recipients at these domains are refused for good (550), as for a mailbox that does not exist. */
  bouncingDomains: string[];
  /**
   * The next mail's data are taken but answered only at release, as by a mail server slow to accept:
   * `arrived` resolves once they are in. A mail whose client hung up before the release was not accepted (not in the inbox).
   */
  hold(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

interface Held {
  arrived: () => void;
  released: Promise<void>;
}

/** A real SMTP server on a free local port (the mail server lies outside the project; this one is real). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher = { inbox: [] as Received[], refusing: false, bouncingDomains: [] as string[] };
  let held: Held | null = null;
  const closedSessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client: this machine has no resolver to ask, and each look-up would wait.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const domain = address.address.split('@').pop()?.toLowerCase() ?? '';
      if (catcher.bouncingDomains.includes(domain)) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      if (!catcher.refusing) return callback();
      const refusal = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), { responseCode: 451 });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          if (closedSessions.has(session.id)) return;
          catcher.inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
          callback();
        };
        const holding = held;
        held = null;
        if (!holding) return accept();
        holding.arrived();
        void holding.released.then(accept);
      });
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
  });
  // A client killed mid-mail (the fault tests kill the shop) resets its connection: not the catcher's failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${port}`,
    hold: () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (held = { arrived: resolve, released }));
      return { arrived, release };
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  });
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes (the raw message is ASCII). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
