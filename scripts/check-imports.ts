import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureImports } from './feature-imports';

// The import directions and cycles are oxlint's (.oxlintrc.json); this checks the one rule it cannot say.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = checkFeatureImports(root);
for (const v of violations) console.error(`${v.file}: ${v.reason} (${v.target})`);
if (violations.length) {
  console.error(`\n${violations.length} import rule violation(s); see README ("Layout").`);
  process.exit(1);
}
console.log('shell features: none imports another');
