CREATE TABLE "bank_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_rappen" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payer_name" text,
	"iban" text,
	"payer_source" text,
	"reason" text,
	"created_by_staff_id" integer,
	"paid_back_by_staff_id" integer,
	"paid_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_refunds_amount" CHECK ("bank_refunds"."amount_rappen" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "debtor_iban" text;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_refunds_order" ON "bank_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "bank_refunds_open" ON "bank_refunds" USING btree ("status","id");