/** The pages the footer and the checkout link to by their key (cms_pages.key) rather than their per-language slug. */
export const LEGAL_PAGE_KEYS = ['terms', 'privacy', 'imprint'] as const;
