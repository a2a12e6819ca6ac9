CREATE TABLE "email_confirmation_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"email" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmation_keys" ADD CONSTRAINT "email_confirmation_keys_contact_id_customer_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."customer_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmation_keys_key_hash" ON "email_confirmation_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "email_confirmation_keys_contact" ON "email_confirmation_keys" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "email_confirmation_keys_expires" ON "email_confirmation_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_guest_email" ON "orders" USING btree (lower("email")) WHERE "orders"."customer_id" IS NULL;