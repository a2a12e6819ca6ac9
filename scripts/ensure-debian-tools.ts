import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/*
 * The Debian packages the tests use, installed with apt-get when a command is missing (as root; never
 * a downloaded browser build): Chromium for the browser tests, poppler's pdfinfo/pdffonts/pdftoppm,
 * qpdf and Ghostscript for the print files, xmllint for the refund payment file's schema.
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
};
const missing = Object.keys(needed).filter((pkg) => !needed[pkg]?.());

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages for the tests: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian packages for the tests: ${missing.join(', ')}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
