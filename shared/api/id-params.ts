import { z } from 'zod/mini';

/** A database row id in a path (':id'): digits, at most PostgreSQL's integer maximum. */
export const rowId = () => z.coerce.number<string | number>().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** The params of a path that names one row by ':id'. */
export const IdParams = z.strictObject({ id: rowId() });
