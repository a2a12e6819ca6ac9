-- Every print file gets a preflight, stored with its job. It refuses an image below the refusal limit
-- unless the shopper confirmed it, so the basket item and the order item now keep that consent. The
-- items already stored passed the basket's refusal: one below the limit was confirmed.
ALTER TABLE "basket_items" ADD COLUMN "quality_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quality_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "basket_items" SET "quality_confirmed" = true;--> statement-breakpoint
UPDATE "order_items" SET "quality_confirmed" = true;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "preflight" jsonb;
