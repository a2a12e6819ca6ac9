ALTER TABLE "print_jobs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "print_jobs_open" ON "print_jobs" USING btree ("status","created_at") WHERE "print_jobs"."status" <> 'done';--> statement-breakpoint
-- Jobs still to make get their order's time, not the migration's, so the oldest one's age is right from the start.
UPDATE "print_jobs" SET "created_at" = "orders"."created_at" FROM "order_items" JOIN "orders" ON "orders"."id" = "order_items"."order_id" WHERE "order_items"."id" = "print_jobs"."order_item_id" AND "print_jobs"."status" <> 'done';
