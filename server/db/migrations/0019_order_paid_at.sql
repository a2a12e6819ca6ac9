ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Orders that reached paid before the payment had a column of its own were paid when they reached it.
UPDATE "orders" SET "paid_at" = coalesce(
  (SELECT min(h."created_at") FROM "order_status_history" h WHERE h."order_id" = "orders"."id" AND h."status" = 'paid'),
  "status_changed_at"
) WHERE "status" IN ('paid', 'in_production', 'shipped');
