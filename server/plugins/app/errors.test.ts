import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Every line the app logs, parsed. */
const lines: { level: number; msg: string }[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

/** Sends a request's head and part of its body, then drops the connection, as a closed browser tab does. */
async function dropMidBody(head: string, partialBody: string): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(head + partialBody);
  await new Promise((r) => setTimeout(r, 100));
  socket.destroy();
}

describe('a client that drops its connection', () => {
  it('is logged as a closed connection at info level, not as a database failure at error level', async () => {
    await dropMidBody(
      'POST /api/selfcare/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
      '{"username":"anna","password":"',
    );
    await expect.poll(() => lines.some((l) => l.msg === 'client closed the connection'), { timeout: 3000 }).toBe(true);
    expect(lines.find((l) => l.msg === 'client closed the connection')?.level).toBe(30);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    expect(lines.map((l) => l.msg)).not.toContain('database unavailable');
  });

  it('mid-upload is a closed connection too', async () => {
    const boundary = 'x-boundary';
    await dropMidBody(
      `POST /api/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 900000\r\n\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'\xff'.repeat(20_000)}`,
    );
    await expect.poll(() => lines.some((l) => l.msg === 'client closed the connection'), { timeout: 3000 }).toBe(true);
    expect(lines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
  });
});
