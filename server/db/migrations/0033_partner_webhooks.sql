CREATE TABLE "partner_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"partner_id" integer NOT NULL,
	"order_id" integer,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"next_try_at" timestamp with time zone,
	"give_up_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "webhook_secret" text DEFAULT ('whsec_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_webhook_deliveries_event" ON "partner_webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_partner" ON "partner_webhook_deliveries" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_status" ON "partner_webhook_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_order" ON "partner_webhook_deliveries" USING btree ("order_id");