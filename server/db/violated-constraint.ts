/** The unique constraint a failed insert or update violated (PostgreSQL 23505), or null. */
export function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
