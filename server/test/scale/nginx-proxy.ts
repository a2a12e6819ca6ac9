import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../faults/server-process';

/*
 * Debian's nginx in front of shop processes, as deploy/nginx-printshop.conf runs it: its upstream's
 * passive checks and keep-alive, and its server block's proxy settings (retries of idempotent
 * requests, timeouts, body size), on plain HTTP on a free local port. A child of the test (not a
 * daemon), with its prefix, configuration, pid, logs and temporary files in a folder of its own.
 * Its access log names the process that answered each request ($upstream_addr).
 */

const site = readFileSync(fileURLToPath(new URL('../../../deploy/nginx-printshop.conf', import.meta.url)), 'utf8');
/** What the site gives each upstream server (its passive check), and the upstream's keep-alive. */
const serverParameters = /^ {4}server 127\.0\.0\.1:8081 ([^;]*);$/m.exec(site)?.[1];
const keepalive = /^ {4}keepalive \d+;$/m.exec(site)?.[0].trim();
/** The site's settings at the top of its HTTPS server block (4 spaces in): proxy headers, retries, timeouts, body size. */
const proxySettings = [...site.matchAll(/^ {4}((?:proxy_\w+|client_max_body_size) [^;]*;)$/gm)].map((match) => match[1]);
if (!serverParameters || !keepalive || proxySettings.length < 10) throw new Error('deploy/nginx-printshop.conf: its upstream or proxy settings moved');

/** An access log line: when nginx answered, the status, and which upstream(s) it tried with their statuses. */
interface Logged {
  /** Seconds since the epoch, as $msec. */
  at: number;
  seconds: number;
  status: number;
  request: string;
  upstreams: string[];
  upstreamStatuses: string[];
}

export interface NginxProxy {
  base: string;
  /** Writes the upstream set (the processes' bases) and reloads nginx: its new workers send only there. */
  route(bases: string[]): Promise<void>;
  log(): Logged[];
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** After a reload the old workers finish their requests and leave; the new ones serve at once. */
const RELOAD_MS = 1_000;

const upstreamBlock = (bases: string[]) =>
  `upstream printshop {\n${bases.map((base) => `    server ${new URL(base).host} ${serverParameters};\n`).join('')}    ${keepalive}\n}\n`;

export async function startNginx(bases: string[]): Promise<NginxProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-nginx-'));
  const port = await freePort();
  const file = (name: string) => path.join(dir, name);
  writeFileSync(file('upstream.conf'), upstreamBlock(bases));
  writeFileSync(
    file('nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 1024; }
http {
    log_format upstreams '$msec $request_time $status "$request_method $uri" "$upstream_addr" "$upstream_status"';
    access_log ${file('access.log')} upstreams;
    client_body_temp_path ${file('body')};
    proxy_temp_path ${file('proxy')};
    fastcgi_temp_path ${file('fastcgi')};
    uwsgi_temp_path ${file('uwsgi')};
    scgi_temp_path ${file('scgi')};
    include ${file('upstream.conf')};
    server {
        listen 127.0.0.1:${port};
        ${proxySettings.join('\n        ')}
        location / {
            proxy_pass http://printshop;
        }
    }
}
`,
  );
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', file('nginx.conf'), '-e', file('error.log')], { stdio: 'ignore' });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 10_000; ; await pause(100)) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(file('error.log'), 'utf8')}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) throw new Error('nginx did not come up');
  }
  return {
    base,
    route: async (next) => {
      writeFileSync(file('upstream.conf'), upstreamBlock(next));
      nginx.kill('SIGHUP');
      await pause(RELOAD_MS);
    },
    log: () =>
      readFileSync(file('access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [, at, seconds, status, request, upstreams, statuses] = /^(\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" "([^"]*)"$/.exec(line) ?? [];
          return {
            at: Number(at),
            seconds: Number(seconds),
            status: Number(status),
            request: request ?? line,
            upstreams: (upstreams ?? '').split(/, | : /),
            upstreamStatuses: (statuses ?? '').split(/, | : /),
          };
        }),
    stop: async () => {
      if (nginx.exitCode === null) nginx.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
