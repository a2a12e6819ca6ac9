import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { designTemplates, seedRuns } from '../db/schema';
import { createScratchPostgres } from '../test/test-database';
import { seedDesignTemplates } from './design-templates';

let database: Database;
let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
beforeAll(async () => {
  scratch = await createScratchPostgres();
  database = await openDatabase({ databaseUrl: scratch.url });
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe('seedDesignTemplates', () => {
  it('adds a later batch to a database seeded before it, once, after the templates already there', async () => {
    const { db } = database;
    expect(await seedDesignTemplates(db)).toBe(true);
    // A shop seeded before the templates with free cells existed.
    await db.delete(seedRuns).where(eq(seedRuns.name, 'demo-design-templates-v2-free-cells'));
    await db.delete(designTemplates).where(eq(designTemplates.id, 'two-photos-and-title'));
    const before = await db.$count(designTemplates);

    expect(await seedDesignTemplates(db)).toBe(true);
    expect(await seedDesignTemplates(db)).toBe(false);
    expect(await db.$count(designTemplates)).toBe(before + 1);
    const [added] = await db.select().from(designTemplates).where(eq(designTemplates.id, 'two-photos-and-title'));
    expect(added?.position).toBeGreaterThan(before);
    expect(added?.definition.layout).toBe('feature-top-3');
  });
});
