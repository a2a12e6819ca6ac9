/*
 * A module of its own: every shop page's paths read it (shell/config/paths.ts), and importing it
 * from the content rules would put those rules, the back office's, into every page's first script.
 */

/** Routes of the shell that are the same in every language (only the prefix changes); no page may take them. */
export const FIXED_ROUTE_ROOTS = ['checkout', 'selfcare', 'customer', 'configurator'] as const;
