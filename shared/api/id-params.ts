import { z } from 'zod/mini';

/** PostgreSQL's integer maximum: the range of every serial id of ours, and so of every cursor over them. */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * A row id, or a cursor over row ids, in a path (':id') or a query string: digits, 1..ROW_ID_MAX.
 * A number beyond the column would reach PostgreSQL and fail there (a 500) instead of a 400.
 */
export const rowId = () => z.coerce.number<string | number>().check(z.int(), z.positive(), z.lte(ROW_ID_MAX));

/** A row id in a JSON body: a number (not coerced from a string), 1..ROW_ID_MAX. */
export const rowIdValue = () => z.int().check(z.positive(), z.lte(ROW_ID_MAX));

/** The params of a path that names one row by ':id'. */
export const IdParams = z.strictObject({ id: rowId() });

/** The paging of a list of rows, newest first: those with a smaller id than `before`, at most `limit` (1..200, 50 by default). */
export const pageQuery = {
  before: z.optional(rowId()),
  limit: z._default(z.coerce.number<string | number>().check(z.int(), z.gte(1), z.lte(200)), 50),
};
