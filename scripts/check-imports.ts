import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureImports } from './feature-imports';
import { checkHandWrittenT } from './hand-written-t';
import { checkServerFeatureImports } from './server-feature-imports';

// The import directions and file cycles are oxlint's (.oxlintrc.json); these are the rules it cannot say,
// and one of the code's shape it cannot say either (no `t` of a file's own).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = [...checkFeatureImports(root), ...checkServerFeatureImports(root), ...checkHandWrittenT(root)];
for (const v of violations) console.error(`${v.file}: ${v.reason} (${v.target})`);
if (violations.length) {
  console.error(`\n${violations.length} rule violation(s); see README ("Layout") and ui/intl/use-t.ts.`);
  process.exit(1);
}
console.log(
  'imports: no shell feature imports another; no loops of server feature folders; staff does not import selfcare; no plugin, http, auth or i18n module imports a feature; no file writes its own t',
);
