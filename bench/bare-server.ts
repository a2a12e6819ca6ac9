import { readFileSync } from 'node:fs';
import http from 'node:http';

// The ceiling: bare node:http answering, for each path, the very bytes our server answered.
const [, , fixtureFile, port] = process.argv;
const fixtures = JSON.parse(readFileSync(fixtureFile as string, 'utf8')) as Record<string, { type: string; body: string }>;
http
  .createServer((req, res) => {
    const hit = fixtures[req.url ?? ''];
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': hit.type, 'content-length': Buffer.byteLength(hit.body) }).end(hit.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
