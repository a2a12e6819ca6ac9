CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"method" text NOT NULL,
	"session_id" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_rappen" integer NOT NULL,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_amount" CHECK ("online_payments"."amount_rappen" > 0 AND "online_payments"."attempt" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_rappen" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"kind" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_rappen" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_online_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_session" ON "online_payments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_order_attempt" ON "online_payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "online_payments_open" ON "online_payments" USING btree ("status","order_id");--> statement-breakpoint
CREATE INDEX "payment_events_session" ON "payment_events" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_payment_deadline" ON "orders" USING btree ("payment_deadline") WHERE "orders"."status" = 'received' AND "orders"."payment_deadline" IS NOT NULL;