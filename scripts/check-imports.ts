import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkImportGraph, findCycles, importsOf, type Violation } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(root, 'server', 'features');
const pluginsDir = path.join(root, 'server', 'plugins');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The feature folder a file or import target lies in, or null outside server/features. */
function featureOf(file: string): string | null {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') ? null : (rel.split(path.sep)[0] ?? null);
}

function relativeTargets(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

/*
 * File cycles are refused by checkImportGraph; folders can still lean on each other in a loop
 * through different files (basket -> drafts -> basket), which makes neither movable alone. Tests
 * may reach across (one feature's test helpers), production code may not.
 */
/**
 * Server texts that are leaving server/features for shared/i18n (issue 15, "One way to word
 * texts", on its own branch): imports of them do not tie folders together. Drop the list when they are gone.
 */
const textsMovingToI18n = ['basket/server-intl', 'basket/voucher-text'].map((file) => path.join(featuresDir, file));

function featureFolderCycles(): Violation[] {
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(featuresDir)) {
    const from = featureOf(file) as string;
    const edges = graph.get(from) ?? [];
    for (const target of relativeTargets(file)) {
      if (textsMovingToI18n.includes(target)) continue;
      const to = featureOf(target);
      if (to !== null && to !== from && !edges.includes(to)) edges.push(to);
    }
    graph.set(from, edges);
  }
  return findCycles(graph).map((cycle) => ({ file: `server/features/${cycle[0]}`, target: cycle.join(' <-> '), reason: 'feature folders import each other in a loop' }));
}

/** Plugins are the app's plumbing: a feature may use them, never the other way round. */
function pluginsImportingFeatures(): Violation[] {
  return sourcesUnder(pluginsDir).flatMap((file) =>
    relativeTargets(file)
      .filter((target) => featureOf(target) !== null)
      .map((target) => ({ file: path.relative(root, file), target: path.relative(root, target), reason: 'a plugin may not import a feature' })),
  );
}

const violations = [...checkImportGraph(root), ...featureFolderCycles(), ...pluginsImportingFeatures()];
for (const v of violations) console.error(`${v.file}: ${v.reason} (${v.target})`);
if (violations.length) {
  console.error(`\n${violations.length} import rule violation(s); see docs in README ("Layout").`);
  process.exit(1);
}
console.log('imports: every part imports only what architecture.md allows; no cycles of files or feature folders; no plugin imports a feature');
