import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/*
 * The Debian packages the tests use, installed with apt-get when a command is missing (as root; never
 * a downloaded browser build): Chromium for the browser tests, poppler's pdfinfo/pdffonts/pdftoppm,
 * qpdf and Ghostscript for the print files, xmllint for the refund payment file's schema, nginx (its
 * `nginx -t`) and PyYAML (a YAML parser of its own) for the deployment files' checks (deploy/).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const commandExists = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const needed: Record<string, () => boolean> = {
  chromium: () => existsSync(CHROMIUM),
  'poppler-utils': () => commandExists('pdftoppm') && commandExists('pdffonts'),
  qpdf: () => commandExists('qpdf'),
  ghostscript: () => commandExists('gs'),
  'libxml2-utils': () => commandExists('xmllint'),
  nginx: () => commandExists('nginx') || existsSync('/usr/sbin/nginx'),
  'python3-yaml': () => {
    try {
      execFileSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  },
};
const missing = Object.keys(needed).filter((pkg) => !needed[pkg]?.());

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages for the tests: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian packages for the tests: ${missing.join(', ')}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  // Debian starts a package's service on install (nginx on port 80): the tests want its binary only.
  // A policy-rc.d that says no (101) stops that, unless the machine has one of its own.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } finally {
    if (ownPolicy) rmSync(policy);
  }
}
