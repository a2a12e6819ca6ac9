CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"public_key" text NOT NULL,
	"origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_rates" jsonb DEFAULT '{"defaultBp":0,"byProduct":{}}'::jsonb NOT NULL,
	"payout_iban" text,
	"forwards_campaign" boolean DEFAULT false NOT NULL,
	"image_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_public_key_format" CHECK ("partners"."public_key" ~ '^pk_[A-Za-z0-9]{24}$')
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_public_key" ON "partners" USING btree ("public_key");--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_partner" ON "orders" USING btree ("partner_id","id") WHERE "orders"."partner_id" IS NOT NULL;