import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, settingNames } from '../server/config/config';
import { imageJobLimit } from '../server/features/images/image-job-limit';
import { MAX_UPLOAD_BYTES } from '../server/features/images/image-processing';

/*
 * The deployment files, checked with the tools this machine has: nginx -t on the site, systemd-analyze
 * verify on the unit, the compose file read by a YAML parser of its own (PyYAML), the Dockerfile by
 * rules of our own (hadolint is not in Debian), and the settings each names against config.ts.
 * `npm test` installs nginx and PyYAML (scripts/ensure-debian-tools.ts); a tool missing elsewhere
 * skips its check, but not in CI.
 */

const deployDir = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(path.join(deployDir, file), 'utf8');
const scratch = mkdtempSync(path.join(tmpdir(), 'printshop-deploy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const found = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
/** In CI a missing tool fails the check instead of skipping it: ensure-debian-tools.ts installs it there. */
const unless = (missing: boolean) => missing && process.env.CI !== 'true';

/** main.ts's CLOSE_MS: what the close after the drain may take before the process gives up. */
const CLOSE_MS = 10_000;
const { DRAIN_MS } = loadConfig({});

describe('the example settings file', () => {
  const lines = read('printshop.env.example').split('\n');
  const settings = lines.flatMap((line, index) => {
    const match = /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[1] as string, value: match[2] as string, set: !line.startsWith('#'), before: lines[index - 1] ?? '' }] : [];
  });

  it('names every setting of config.ts once, and no other', () => {
    const names = settings.map((setting) => setting.name);
    expect(names.toSorted()).toEqual([...settingNames].toSorted());
  });

  it('says what each is for, in a comment right above it', () => {
    for (const { name, before } of settings) expect(before, name).toMatch(/^# \S/);
  });

  it('is a valid configuration as it stands', () => {
    const env = Object.fromEntries(settings.filter((setting) => setting.set).map((setting) => [setting.name, setting.value]));
    expect(() => loadConfig(env)).not.toThrow();
  });
});

describe('the compose file', () => {
  const python = found('python3') && spawnSync('python3', ['-c', 'import yaml']).status === 0;

  it.skipIf(unless(!python))('parses, and names only settings of config.ts for the shop', () => {
    const json = execFileSync(
      'python3',
      ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)', path.join(deployDir, 'compose.yaml')],
      { encoding: 'utf8' },
    );
    const compose = JSON.parse(json) as {
      services: Record<string, { image?: string; build?: { dockerfile: string }; environment?: Record<string, string>; stop_grace_period?: string }>;
    };
    expect(Object.keys(compose.services).toSorted()).toEqual(['bucket', 'minio', 'postgres', 'shop']);
    const shop = compose.services.shop;
    const names = Object.keys(shop?.environment ?? {});
    expect(names.filter((name) => !settingNames.includes(name))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']),
    );
    expect(shop?.build?.dockerfile).toBe('deploy/Dockerfile');
    // docker stop waits this long before SIGKILL: the drain and the close after it must fit.
    expect(Number(/^(\d+)s$/.exec(shop?.stop_grace_period ?? '')?.[1]) * 1000).toBeGreaterThan(DRAIN_MS + CLOSE_MS);
  });
});

describe('the Dockerfile', () => {
  const text = read('Dockerfile').replace(/\\\n/g, ' ');
  const instructions = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of instructions) {
    if (line.startsWith('FROM ')) stages.push([line]);
    else stages.at(-1)?.push(line);
  }
  const final = stages.at(-1) ?? [];

  // Our own rules, in place of hadolint (not in Debian): the ones issue 44 asks for, and the image pinned.
  it('builds in stages and runs only what it copied from them, as a user that is not root', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0], 'a named image with a tag').toMatch(/^FROM [a-z0-9./-]+:[\w.-]+(?<!:latest)( AS \w+)?$/);
    expect(instructions.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    expect(final.filter((line) => line.startsWith('COPY --from=')).length).toBeGreaterThanOrEqual(2);
    expect(final.some((line) => /^COPY --from=\w+ \/app\/node_modules /.test(line))).toBe(true);
    expect(final.some((line) => /^COPY --from=\w+ \/app\/dist /.test(line))).toBe(true);
    expect(final.filter((line) => line.startsWith('USER ')).map((line) => line.slice(5).trim())).toEqual([expect.not.stringMatching(/^(root|0)(:|$)/)]);
    expect(instructions.filter((line) => line.startsWith('ADD '))).toEqual([]);
  });

  it('starts node with a thread pool for one image job per core on an 8-core host', () => {
    const threads = /^ENV .*\bUV_THREADPOOL_SIZE=(\d+)/m.exec(final.join('\n'))?.[1];
    expect(imageJobLimit(threads, 8)).toMatchObject({ jobs: 8, wanted: null });
  });

  it('checks its health on /api/health/ready and runs the built server', () => {
    expect(final.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/health/ready');
    expect(final.at(-1)).toBe('CMD ["node", "dist/server/main.js"]');
  });

  it.skipIf(!found('hadolint'))('passes hadolint where it is installed', () => {
    expect(spawnSync('hadolint', [path.join(deployDir, 'Dockerfile')], { encoding: 'utf8' }).stdout).toBe('');
  });
});

describe('the nginx site', () => {
  const site = read('nginx-printshop.conf');
  const nginx = ['/usr/sbin/nginx', 'nginx'].find((binary) => spawnSync(binary, ['-v']).status === 0);

  it('takes uploads as large as the shop does, and leaves compression to the shop', () => {
    expect(site).toContain(`client_max_body_size ${MAX_UPLOAD_BYTES / 2 ** 20 + 1}m;`);
    expect(site).toMatch(/^\s*gzip off;$/m);
    expect(site).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it.skipIf(unless(!nginx))('passes nginx -t in a main configuration of its own, with a self-signed certificate', () => {
    const certificate = path.join(scratch, 'shop.crt');
    const key = path.join(scratch, 'shop.key');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=shop.example.ch', '-keyout', key, '-out', certificate],
      {
        stdio: 'ignore',
      },
    );
    // Only what is the operator's own is replaced: the certificate certbot makes, and the cache folder.
    const testedSite = site
      .replace(/\/etc\/letsencrypt\/live\/shop\.example\.ch\/fullchain\.pem/, certificate)
      .replace(/\/etc\/letsencrypt\/live\/shop\.example\.ch\/privkey\.pem/, key)
      .replace('/var/cache/nginx/printshop', path.join(scratch, 'cache'));
    writeFileSync(path.join(scratch, 'site.conf'), testedSite);
    const main = path.join(scratch, 'nginx.conf');
    writeFileSync(
      main,
      [
        `pid ${scratch}/nginx.pid;`,
        `error_log ${scratch}/error.log;`,
        'events {}',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${scratch}/${kind};`),
        '    access_log off;',
        `    include ${scratch}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const result = spawnSync(nginx ?? 'nginx', ['-t', '-p', scratch, '-c', main, '-e', path.join(scratch, 'error.log')], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('test is successful');
  });
});

describe('the systemd unit', () => {
  const unit = read('printshop@.service');
  const setting = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];

  it('drains on SIGTERM with the time it needs, hardened, its settings from a file', () => {
    expect(setting('KillSignal')).toBe('SIGTERM');
    expect(Number(setting('TimeoutStopSec')) * 1000).toBeGreaterThan(DRAIN_MS + CLOSE_MS);
    expect(setting('EnvironmentFile')).toBe('/etc/printshop/printshop.env');
    for (const [key, value] of Object.entries({ NoNewPrivileges: 'yes', ProtectSystem: 'strict', PrivateTmp: 'yes', ProtectHome: 'yes' }))
      expect(setting(key), key).toBe(value);
    expect(setting('StateDirectory')).toContain('printshop');
  });

  it('starts node with a thread pool for one image job per core on an 8-core host', () => {
    const threads = /^UV_THREADPOOL_SIZE=(\d+)$/.exec(setting('Environment') ?? '')?.[1];
    expect(imageJobLimit(threads, 8)).toMatchObject({ jobs: 8, wanted: null });
  });

  it.skipIf(unless(!found('systemd-analyze')))('passes systemd-analyze verify, without a warning', () => {
    // A template is verified as one of its instances.
    const instance = path.join(scratch, 'printshop@8081.service');
    writeFileSync(instance, unit);
    const result = spawnSync('systemd-analyze', ['verify', instance], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr.trim()).toBe('');
  });
});

/** The site's upstream lines, with one port marked down. */
const upstreams = (downPort?: number) =>
  [8081, 8082].map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=10s${port === downPort ? ' down' : ''};`);
/** What the script asks of nginx, systemd and curl for one port, and the upstream lines at each reload. */
const steps = (port: number) => [
  'nginx -t -q',
  'systemctl reload nginx',
  ...upstreams(port),
  `systemctl restart printshop@${port}`,
  `curl -fsS -o /dev/null http://127.0.0.1:${port}/api/health/ready`,
  'nginx -t -q',
  'systemctl reload nginx',
  ...upstreams(),
];

describe('the rolling restart script', () => {
  it('takes each process out of nginx, restarts it, waits until it is ready, and puts it back', () => {
    // systemctl, nginx and curl as stand-ins that write down what they were asked, and the site's
    // upstream lines at each reload of nginx.
    const bin = path.join(scratch, 'bin');
    const site = path.join(scratch, 'rolling-site.conf');
    const calls = path.join(scratch, 'calls.log');
    mkdirSync(bin, { recursive: true });
    writeFileSync(site, read('nginx-printshop.conf'));
    writeFileSync(calls, '');
    const stub = (name: string, body = '') => writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> ${calls}\n${body}`, { mode: 0o755 });
    stub('systemctl', `[ "$1" = reload ] && grep -o 'server 127.0.0.1:808[0-9][^;]*;' ${site} >> ${calls}\nexit 0\n`);
    stub('nginx');
    stub('curl');
    const result = spawnSync(path.join(deployDir, 'rolling-restart.sh'), [], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, SITE: site },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([...steps(8081), ...steps(8082)]);
    expect(readFileSync(site, 'utf8')).toBe(read('nginx-printshop.conf'));
  });
});
