CREATE TABLE "backoff_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_try_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backoff_counters_last_try" ON "backoff_counters" USING btree ("last_try_at");