import { gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The start of a Zurich calendar day (ISO date), as PostgreSQL reckons it. */
export const zurichDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Zurich'`;

/** A moment on one of the Zurich calendar days from `from` to `to`, both included (daylight saving time as PostgreSQL's tz data has it). */
export function withinZurichDays(column: AnyPgColumn, period: { from: string; to: string }): SQL {
  return sql`${gte(column, zurichDayStart(period.from))} and ${lt(column, sql`${zurichDayStart(period.to)} + interval '1 day'`)}`;
}

/** The Zurich calendar day of a moment, as an ISO date. */
export const zurichDayOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Europe/Zurich', 'YYYY-MM-DD')`;
