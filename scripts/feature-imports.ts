import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Violation {
  file: string;
  target: string;
  reason: string;
}

// oxlint's no-restricted-imports cannot say "any feature but your own", so this one rule keeps a
// small check of its own; a specifier is all it needs, so a pattern does instead of a parser.
const importPattern = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(importPattern)].map((m) => (m[1] ?? m[2]) as string);
}

/*
 * The shell's feature folders do not import each other: what several features share lives in
 * shell/components (the form kit among them), shell/lib, shell/state or shell/session.
 */

/**
 * Allowed on purpose: a content page that does not exist shows the app's 404 page (its own lazy
 * chunk); every page writes its head (title, description, alternates, structured data) through the
 * one PageHead component.
 */
const ALLOWED_TARGETS = new Set(['errors/lazy-error-page.tsx', 'seo/page-head.tsx']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** 'checkout/addresses/x.tsx' -> 'checkout': the feature a path under shell/features belongs to. */
const featureOf = (relative: string) => relative.split(path.sep)[0] ?? '';

export function checkFeatureImports(root: string): Violation[] {
  const features = path.join(root, 'shell', 'features');
  if (!existsSync(features)) return [];
  const violations: Violation[] = [];
  for (const file of sources(features)) {
    const from = path.relative(features, file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(features, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const feature = featureOf(target);
      const resolved = ['', '.ts', '.tsx'].map((ext) => target + ext).find((candidate) => existsSync(path.join(features, candidate)));
      if (feature === featureOf(from) || (resolved && ALLOWED_TARGETS.has(resolved.split(path.sep).join('/')))) continue;
      violations.push({
        file: path.relative(root, file),
        target: specifier,
        reason: `shell/features/${featureOf(from)} may not import another feature (${feature}); share it through shell/components, lib, state or session`,
      });
    }
  }
  return violations;
}
