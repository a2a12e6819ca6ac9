import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pain.001.001.09 schema kept in the repository (see schema/README.md). */
const PAIN001_XSD = fileURLToPath(new URL('./schema/pain.001.001.09.xsd', import.meta.url));

/** xmllint's verdict on a payment file against the schema (Debian's libxml2-utils): null when valid, else its complaint. */
export async function schemaErrors(xml: string): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'pain001-'));
  try {
    const file = join(dir, 'pain001.xml');
    await writeFile(file, xml);
    return await new Promise((resolve) => {
      execFile('xmllint', ['--noout', '--schema', PAIN001_XSD, file], (error, _stdout, stderr) => resolve(error ? stderr || error.message : null));
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
