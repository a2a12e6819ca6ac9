import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { importsOf, type Violation } from './feature-imports';

/*
 * Server feature folders may lean on each other, but not in a loop through different files
 * (basket -> drafts -> basket), which makes neither movable alone; and the app's plumbing (plugins,
 * http, auth, i18n) never imports a feature. Tests may reach across (one feature's test helpers);
 * production code may not.
 */

/** What features build on: what a feature needs of them it passes in, or it lives there. */
const PLUMBING = ['plugins', 'http', 'auth', 'i18n'];

/** Features kept apart on purpose: staff and self-care share accounts' passwords through server/auth, not each other. */
const KEPT_APART: readonly (readonly [from: string, to: string])[] = [['staff', 'selfcare']];

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function relativeTargets(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** Strongly connected groups of more than one node (Tarjan), each a loop. */
function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.toReversed());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

export function checkServerFeatureImports(root: string): Violation[] {
  const featuresDir = path.join(root, 'server', 'features');
  const featureOf = (file: string): string | null => {
    const rel = path.relative(featuresDir, file);
    return rel.startsWith('..') ? null : (rel.split(path.sep)[0] ?? null);
  };
  const graph = new Map<string, string[]>();
  const apart: Violation[] = [];
  for (const file of sourcesUnder(featuresDir)) {
    const from = featureOf(file) as string;
    const edges = graph.get(from) ?? [];
    for (const target of relativeTargets(file)) {
      const to = featureOf(target);
      if (to !== null && to !== from && !edges.includes(to)) edges.push(to);
      if (KEPT_APART.some(([a, b]) => a === from && b === to))
        apart.push({ file: path.relative(root, file), target: path.relative(root, target), reason: `${from} may not import ${to}` });
    }
    graph.set(from, edges);
  }
  const loops = findCycles(graph).map((cycle) => ({
    file: `server/features/${cycle[0]}`,
    target: cycle.join(' <-> '),
    reason: 'feature folders import each other in a loop',
  }));
  const plumbingImports = PLUMBING.flatMap((dir) =>
    sourcesUnder(path.join(root, 'server', dir)).flatMap((file) =>
      relativeTargets(file)
        .filter((target) => featureOf(target) !== null)
        .map((target) => ({ file: path.relative(root, file), target: path.relative(root, target), reason: `server/${dir} may not import a feature` })),
    ),
  );
  return [...loops, ...apart, ...plumbingImports];
}
