import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../../server-dir';
import { contractSteps, splitStatements } from './contract-steps';

/* The rule of server/db/migrations/README.md: a contract step lands only with its mark. */

const migrations = path.join(serverDir, 'db', 'migrations');
const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

const reasons = (sql: string) => contractSteps(sql).map((step) => step.reason);

describe('the migrations in the journal', () => {
  it('mark every contract step', () => {
    const unmarked = journal.entries.flatMap(({ tag }) =>
      contractSteps(readFileSync(path.join(migrations, `${tag}.sql`), 'utf8'))
        .filter((step) => step.mark === null)
        .map((step) => `${tag}: ${step.reason}: ${step.statement.code}`),
    );
    expect(unmarked, 'contract steps without "-- contract: <why the previous release no longer needs it>" (server/db/migrations/README.md)').toEqual([]);
  });
});

describe('contract steps', () => {
  it.each([
    ['ALTER TABLE "orders" DROP COLUMN "comment";', 'drops a column of an existing table'],
    ['ALTER TABLE "orders" RENAME COLUMN "comment" TO "note";', 'renames an existing table or column'],
    ['ALTER TABLE "orders" RENAME TO "purchases";', 'renames an existing table or column'],
    ['ALTER TABLE "orders" ALTER COLUMN "total_rappen" SET DATA TYPE bigint;', "changes an existing column's type"],
    ['ALTER TABLE orders ALTER total_rappen TYPE numeric USING total_rappen::numeric;', "changes an existing column's type"],
    ['ALTER TABLE "orders" ALTER COLUMN "email" SET NOT NULL;', 'sets NOT NULL on an existing column'],
    ['ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;', 'drops a default of an existing table'],
    ['ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;', 'adds a NOT NULL column without a default: inserts of the previous release fail'],
    ['ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";', 'drops a constraint of an existing table'],
    [
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("total_rappen" > 0);',
      expect.stringContaining('adds a check constraint that checks existing rows'),
    ],
    [
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_basket_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id");',
      expect.stringContaining('adds a foreign key constraint'),
    ],
    [
      'CREATE UNIQUE INDEX "orders_email" ON "orders" USING btree (lower("email"));',
      'adds a unique index on existing rows: writes of the previous release may break it',
    ],
    ['DROP TABLE "rate_limit_counters";', 'drops a table'],
    ['DROP INDEX "orders_search";', 'drops a index'],
    ['DROP TYPE "public"."order_status";', 'drops a type'],
    ["ALTER TYPE order_status RENAME VALUE 'sent' TO 'shipped';", 'renames a type (or a value of it)'],
    ['TRUNCATE "mail_outbox";', 'empties a table'],
  ])('%s', (sql, reason) => {
    expect(reasons(sql)).toEqual([reason]);
    expect(contractSteps(sql)[0]?.mark).toBeNull();
  });

  it.each([
    [
      'a new table with its keys and indexes',
      'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "order_id" integer NOT NULL);\n--> statement-breakpoint\nALTER TABLE "notes" ADD CONSTRAINT "notes_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id");--> statement-breakpoint\nCREATE UNIQUE INDEX "notes_order" ON "notes" USING btree ("order_id");',
    ],
    ['a nullable column', 'ALTER TABLE "orders" ADD COLUMN "channel" text;'],
    ['a NOT NULL column with a default', `ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;`],
    ['a generated column', `ALTER TABLE "orders" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(email)) STORED;`],
    [
      'a foreign key on a new column',
      'ALTER TABLE "orders" ADD COLUMN "partner_id" integer;\nALTER TABLE "orders" ADD CONSTRAINT "orders_partner_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id");',
    ],
    [
      'a constraint NOT VALID, validated later',
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("total_rappen" > 0) NOT VALID;\nALTER TABLE "orders" VALIDATE CONSTRAINT "orders_total";',
    ],
    [
      'an index, NOT NULL dropped, data filled',
      'CREATE INDEX "orders_email" ON "orders" (lower("email"));\nALTER TABLE "orders" ALTER COLUMN "comment" DROP NOT NULL;\nUPDATE "orders" SET "channel" = \'web\';',
    ],
    ['an enum value added', "ALTER TYPE order_status ADD VALUE 'held';"],
    [
      'a drop only in a string, a quoted name or a comment',
      `INSERT INTO "notes" ("text") VALUES ('ALTER TABLE x DROP COLUMN y; DROP TABLE z');\n-- DROP TABLE "orders";\nSELECT "drop table" FROM "t";`,
    ],
  ])('not: %s', (_, sql) => {
    expect(reasons(sql)).toEqual([]);
  });

  it('takes the mark from a comment line before the statement, not from elsewhere', () => {
    const marked = contractSteps(
      'ALTER TABLE "a" ADD COLUMN "b" text;--> statement-breakpoint\n-- Why the column goes:\n-- contract: orders.comment unused since the release before.\nALTER TABLE "orders" DROP COLUMN "comment";',
    );
    expect(marked.map((step) => step.mark)).toEqual(['orders.comment unused since the release before.']);
    const elsewhere = contractSteps(
      '-- contract: for the next statement only\nALTER TABLE "a" ADD COLUMN "b" text;\nALTER TABLE "orders" DROP COLUMN "comment"; -- contract: too late',
    );
    expect(elsewhere.map((step) => step.mark)).toEqual([null]);
    expect(contractSteps('-- contract:\nDROP TABLE "t";')[0]?.mark, 'a mark says why').toBeNull();
  });

  it('splits at semicolons outside strings, quoted names and dollar-quoted bodies', () => {
    const statements = splitStatements(
      `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM t; RETURN NULL; END $$;\nINSERT INTO "a;b" VALUES ('it''s; fine');/* ; */`,
    );
    expect(statements.map((s) => s.code)).toEqual([
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM t; RETURN NULL; END $$',
      "INSERT INTO a;b VALUES ('it''s; fine')",
    ]);
  });
});
