import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The webhook receiver a partner writes from widget/EMBEDDING.md alone: its Node.js block, read
 * from the document between its markers and run as it stands. The server's test and the partner
 * program's e2e both send it real deliveries, so a change to the signature that the document does
 * not follow fails there.
 */

async function documentedReceiver(): Promise<string> {
  const doc = await readFile(new URL('../../widget/EMBEDDING.md', import.meta.url), 'utf8');
  const block = /<!-- webhook-receiver:start -->\s*```js\n([\s\S]*?)```\s*<!-- webhook-receiver:end -->/.exec(doc);
  if (!block?.[1]) throw new Error('EMBEDDING.md has no Node.js receiver between its webhook-receiver markers');
  return block[1];
}

export interface RunningReceiver {
  /** What it printed, a line per event it accepted (`order.paid 100042`), as they come. */
  lines: string[];
  stop(): Promise<void>;
}

/** Runs the documented receiver on `port` (every interface) with the partner's signing secret, once it takes connections. */
export async function startDocumentedReceiver(secret: string, port: number): Promise<RunningReceiver> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhook-receiver-'));
  const file = path.join(dir, 'receiver.mjs');
  await writeFile(file, await documentedReceiver());
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env.PATH, PRINTSHOP_WEBHOOK_SECRET: secret, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    child.kill();
    await rm(dir, { recursive: true, force: true });
  };
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  // Listening once a connection is taken.
  for (let tries = 0; ; tries += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (up) return { lines, stop };
    if (tries > 100) {
      await stop();
      throw new Error('the documented receiver did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
