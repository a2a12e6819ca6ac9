/** The back office's first owner of the e2e shop (STAFF_OWNER_* of playwright.config.ts). */
export const E2E_OWNER = { email: 'owner@print-atelier.test', password: 'quiet-lantern-harbour-47' } as const;
