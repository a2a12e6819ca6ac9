CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
-- Orders placed before: their placing, and the status they have now when it is a later one.
INSERT INTO "order_status_history" ("order_id", "event", "status", "actor", "created_at")
SELECT "id", NULL, 'received', 'shop', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "event", "status", "actor", "created_at")
SELECT "id", NULL, "status", 'shop', "status_changed_at" FROM "orders" WHERE "status" <> 'received';
