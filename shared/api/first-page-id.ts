// Apart from the schema so the shell's entry chunk can read it without pulling in zod.
export const FIRST_PAGE_ELEMENT_ID = 'first-page-data';
