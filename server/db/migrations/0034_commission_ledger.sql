CREATE TABLE "partner_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"source" text NOT NULL,
	"reverses_id" integer,
	"base_rappen" integer NOT NULL,
	"commission_rappen" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_ledger_entry" CHECK (("partner_ledger"."source" = 'paid') = ("partner_ledger"."reverses_id" IS NULL)),
	CONSTRAINT "partner_ledger_sign" CHECK (CASE WHEN "partner_ledger"."reverses_id" IS NULL THEN "partner_ledger"."base_rappen" >= 0 AND "partner_ledger"."commission_rappen" >= 0 ELSE "partner_ledger"."base_rappen" <= 0 AND "partner_ledger"."commission_rappen" <= 0 END)
);
--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_reverses_id_partner_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."partner_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_ledger_order_source" ON "partner_ledger" USING btree ("order_id","source");--> statement-breakpoint
CREATE INDEX "partner_ledger_partner_booked" ON "partner_ledger" USING btree ("partner_id","booked_at");--> statement-breakpoint
CREATE INDEX "partner_ledger_booked" ON "partner_ledger" USING btree ("booked_at");