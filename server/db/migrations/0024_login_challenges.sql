CREATE TABLE "login_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "login_challenges_key" ON "login_challenges" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "login_challenges_expires" ON "login_challenges" USING btree ("expires_at");