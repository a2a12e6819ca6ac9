import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Top-level parts and the parts each may import (architecture.md). */
export const allowedImports: Record<string, string[]> = {
  shared: ['shared'],
  server: ['server', 'shared'],
  widget: ['widget', 'shared'],
  shell: ['shell', 'widget', 'shared'],
};

/** npm packages shared/ may use: it must run unchanged in browsers and on the server. */
export const sharedPackages = ['zod', '@formatjs/intl'];

const sourceExtensions = ['.ts', '.tsx'];
const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Violation {
  file: string;
  target: string;
  reason: string;
}

function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return listSources(full);
    return sourceExtensions.some((ext) => entry.endsWith(ext)) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

export function importsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(importPattern)].map((m) => (m[1] ?? m[2]) as string);
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, ...sourceExtensions.map((e) => base + e), ...sourceExtensions.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function partOf(root: string, file: string): string | null {
  const top = path.relative(root, file).split(path.sep)[0] ?? '';
  return top in allowedImports ? top : null;
}

/** Forbidden imports between the parts, Node built-ins or other packages in shared/, and cycles. */
export function checkImportGraph(root: string): Violation[] {
  const files = Object.keys(allowedImports).flatMap((part) => listSources(path.join(root, part)));
  const violations: Violation[] = [];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const part = partOf(root, file) as string;
    const edges: string[] = [];
    const isTest = /\.test\.tsx?$/.test(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const rel = path.relative(root, file);
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (!target) continue;
        const targetPart = partOf(root, target);
        if (targetPart && !(allowedImports[part] ?? []).includes(targetPart)) {
          violations.push({ file: rel, target: specifier, reason: `${part}/ may not import ${targetPart}/` });
        }
        if (!targetPart && path.relative(root, target).startsWith('..')) {
          violations.push({ file: rel, target: specifier, reason: 'imports from outside the repository' });
        }
        edges.push(target);
      } else if (part === 'shared' && !isTest) {
        const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (!sharedPackages.includes(pkg ?? '')) {
          violations.push({ file: rel, target: specifier, reason: `shared/ may only use ${sharedPackages.join(', ')} (no DOM, no Node API)` });
        }
      }
    }
    graph.set(file, edges);
  }
  for (const cycle of findCycles(graph)) {
    violations.push({
      file: path.relative(root, cycle[0] as string),
      target: cycle.map((f) => path.relative(root, f)).join(' -> '),
      reason: 'import cycle',
    });
  }
  return violations;
}

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan. */
export function findCycles(graph: Map<string, string[]>): string[][] {
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
