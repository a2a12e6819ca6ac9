import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFeatureImports } from './feature-imports';
import { checkImportGraph } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const violations = [...checkImportGraph(root), ...checkFeatureImports(root)];
for (const v of violations) console.error(`${v.file}: ${v.reason} (${v.target})`);
if (violations.length) {
  console.error(`\n${violations.length} import rule violation(s); see docs in README ("Layout").`);
  process.exit(1);
}
console.log('imports: every part imports only what architecture.md allows; no cycles');
