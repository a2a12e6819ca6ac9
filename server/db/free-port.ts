import { createServer } from 'node:net';

/** A port free on 127.0.0.1 now (the OS picks it); a caller that loses it in a race tries again. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
