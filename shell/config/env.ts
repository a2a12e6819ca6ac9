import { z } from 'zod';
import { readCompany, type Env } from './company';

/*
 * The shell's configuration, parsed once from the build environment (VITE_* variables) with zod;
 * the values and their defaults are read in company.ts. A bad value fails the page load with a
 * message naming it, rather than showing a broken contact overlay.
 * Only lazily loaded features import this module (it brings zod).
 */

const url = z.url({ protocol: /^https?$/ });

const ShellConfig = z.object({
  company: z.object({
    name: z.string().min(1),
    street: z.string().min(1),
    zipcode: z.string().regex(/^\d{4}$/),
    city: z.string().min(1),
    phone: z.string().min(1),
    email: z.email(),
    instagramUrl: url,
    facebookUrl: url,
    mapsUrl: url,
  }),
});
export type ShellConfig = z.infer<typeof ShellConfig>;

export function parseShellConfig(env: Env): ShellConfig {
  const result = ShellConfig.safeParse({ company: readCompany(env) });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`shell configuration is invalid: ${problems}`);
  }
  return result.data;
}

export const shellConfig: ShellConfig = parseShellConfig(import.meta.env as Env);
