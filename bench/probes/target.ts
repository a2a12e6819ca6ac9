import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { ApiErrorBody } from '../../shared/api/error';
import type { ShopProcess } from '../shop-process';

/* What every probe of bench/probes.ts shares: its row in SECURITY.md's table and the shop it probes. */

export interface ProbeRow {
  probe: string;
  tries: number | string;
  result: string;
  expected: string;
  ok: boolean;
  /** What the ok? column says instead of "no" when a miss is not the shop's (a loaded machine). */
  verdict?: string;
}

/** Counts per key, as "n × key" (Object.groupBy needs Node 21). */
export function tally<T>(items: T[], key: (item: T) => string): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} × ${k}`);
}

export const rand = () => randomBytes(4).toString('hex');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every value a probe sent that a log must not show: e-mails, names, addresses, tokens, keys. */
interface Secret {
  kind: string;
  value: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** One shop process under probe, with its log file and every secret sent to it. */
export class Target {
  secrets: Secret[] = [];
  answers = 0;
  withoutRequestId: string[] = [];

  constructor(
    readonly shop: ShopProcess,
    readonly logFile: string,
  ) {}

  get base() {
    return this.shop.base;
  }

  secret(kind: string, value: string): string {
    this.secrets.push({ kind, value });
    return value;
  }

  async call(
    method: string,
    url: string,
    options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer & { cookie?: string }> {
    const json = options.body !== undefined && !(options.body instanceof FormData);
    const response = await fetch(this.base + url, {
      method,
      headers: {
        'accept-language': 'de',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: json ? JSON.stringify(options.body) : (options.body as FormData) }),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    this.note(response.headers.get('x-request-id'), `${method} ${url.slice(0, 60)}`);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    return { status: response.status, headers: response.headers, body, text, ...(cookie ? { cookie } : {}) };
  }

  note(requestId: string | null | undefined, what: string) {
    this.answers += 1;
    if (!requestId) this.withoutRequestId.push(what);
  }

  /** node:http, for what fetch will not send (TRACE, PATCH with no body, huge headers). */
  raw(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    const { port } = new URL(this.base);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          headers: { 'accept-language': 'de', ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            const requestId = response.headers['x-request-id'];
            this.note(typeof requestId === 'string' ? requestId : null, `${method} ${url.slice(0, 60)}`);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${url.slice(0, 60)}: no answer`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  /** The shop's own database (the embedded server's port in postmaster.pid, its password beside it). */
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const root = path.join(this.shop.dataDir, 'postgres');
    const port = readFileSync(path.join(root, 'data', 'postmaster.pid'), 'utf8')
      .split('\n')[3]
      ?.trim();
    const password = readFileSync(path.join(root, 'password'), 'utf8').trim();
    const client = new pg.Client({ connectionString: `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop` });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  logText(): string {
    return readFileSync(this.logFile, 'utf8');
  }
}

export const isErrorShape = (body: unknown) => ApiErrorBody.safeParse(body).success;
export const errorOf = (body: unknown) => ApiErrorBody.safeParse(body).data?.error ?? null;
