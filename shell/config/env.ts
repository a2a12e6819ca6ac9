import { z } from 'zod';

/*
 * The shell's configuration, parsed once from the build environment (VITE_* variables) with zod;
 * the defaults are the demo company of server/seed/company.ts. A bad value fails the page load
 * with a message naming it, rather than showing a broken contact overlay.
 * Only lazily loaded features import this module (it brings zod).
 */

const url = z.url({ protocol: /^https?$/ });

const ShellConfig = z.object({
  company: z.object({
    name: z.string().min(1).default('Print Atelier AG'),
    street: z.string().min(1).default('Technologiepark'),
    zipcode: z
      .string()
      .regex(/^\d{4}$/)
      .default('6039'),
    city: z.string().min(1).default('Root'),
    phone: z.string().min(1).default('+41 41 000 00 00'),
    email: z.email().default('hallo@print-atelier.example'),
    instagramUrl: url.default('https://www.instagram.com/printatelier.demo/'),
    facebookUrl: url.default('https://www.facebook.com/printatelier.demo'),
    mapsUrl: url.default('https://www.openstreetmap.org/search?query=Technologiepark%2C%206039%20Root'),
  }),
});
export type ShellConfig = z.infer<typeof ShellConfig>;

type Env = Record<string, string | boolean | undefined>;

export function parseShellConfig(env: Env): ShellConfig {
  const read = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const result = ShellConfig.safeParse({
    company: {
      name: read('VITE_COMPANY_NAME'),
      street: read('VITE_COMPANY_STREET'),
      zipcode: read('VITE_COMPANY_ZIPCODE'),
      city: read('VITE_COMPANY_CITY'),
      phone: read('VITE_COMPANY_PHONE'),
      email: read('VITE_COMPANY_EMAIL'),
      instagramUrl: read('VITE_COMPANY_INSTAGRAM_URL'),
      facebookUrl: read('VITE_COMPANY_FACEBOOK_URL'),
      mapsUrl: read('VITE_COMPANY_MAPS_URL'),
    },
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`shell configuration is invalid: ${problems}`);
  }
  return result.data;
}

export const shellConfig: ShellConfig = parseShellConfig(import.meta.env as Env);
