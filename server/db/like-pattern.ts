/** A LIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally (lower-cased for ILIKE or lower()). */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
