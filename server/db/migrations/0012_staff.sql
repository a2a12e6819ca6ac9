-- The staff's order search finds parts of numbers, addresses and names with trigram indexes (a trusted extension: the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number || ' ' || email || ' ' || (billing_address->>'firstname') || ' ' || (billing_address->>'lastname') || ' ' || coalesce(billing_address->>'company', '') || ' ' || (delivery_address->>'firstname') || ' ' || (delivery_address->>'lastname') || ' ' || coalesce(delivery_address->>'company', ''))) STORED;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_lower" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_status_id" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_payment_id" ON "orders" USING btree ("payment_method","id");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_search" ON "orders" USING gin ("search_text" gin_trgm_ops);