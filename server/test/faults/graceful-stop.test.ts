import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getProduct } from '../../../shared/api/config';
import { postConfigCheck } from '../../../shared/api/config-check';
import { processRuns, runningPostmaster } from '../../db/embedded-postgres';
import { freshServerData, startServer } from './server-process';

/*
 * On the embedded default. A deploy stops the server with SIGTERM while a visitor's request is still arriving, on a
 * keep-alive connection as browsers use. The request must be answered in full, and the process
 * must then exit by itself with 0, not be ended by the shutdown timer (exit 1 after 10 s) because
 * the idle keep-alive connection kept the HTTP server from closing.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

const freshData = () => freshServerData(cleanups);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM with a request in flight', () => {
  it('answers the request in full, then exits with 0', async () => {
    const env = freshData();
    const server = await startServer(env);
    cleanups.push(async () => void (await server.stop()));
    const postgresData = path.join(env.DATA_DIR as string, 'postgres', 'data');
    const postmaster = runningPostmaster(postgresData);
    expect(postmaster, 'the embedded server runs').not.toBeNull();
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const canvas = getProduct.response.parse(await (await fetch(`${server.base}/api/config/canvas/product`)).json());
    const body = Buffer.from(JSON.stringify({ configuration: canvas.defaultConfiguration, quantity: 2 }));

    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      const request = http.request(
        `${server.base}/api/config/canvas/check`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
        },
      );
      request.on('error', reject);
      // Half the body now, the rest only after the stop: the server holds the request meanwhile.
      request.write(body.subarray(0, 10));
      void pause(500).then(async () => {
        server.child.kill('SIGTERM');
        await pause(300);
        request.end(body.subarray(10));
      });
    });

    const { status, connection, text } = await answer;
    expect(status, text).toBe(200);
    expect(() => postConfigCheck.response.parse(JSON.parse(text))).not.toThrow();
    expect(connection, 'a stopping server lets go of the connection').toBe('close');
    expect(await server.exited, server.stderr()).toBe(0);
    // The shop stopped its embedded server before exiting: nothing of it is left running.
    expect(processRuns(postmaster as number), 'the embedded server stopped with the shop').toBe(false);
    expect(existsSync(path.join(postgresData, 'postmaster.pid')), 'postmaster.pid removed by a clean shutdown').toBe(false);
  }, 60_000);
});
