-- contract: landed before the rule (issue 44) and marked afterwards: replaced below in the same transaction by a wider check, which the rows of the previous release pass (its orders get 0 in the new columns).
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
-- contract: landed before the rule (issue 44) and marked afterwards: replaced below in the same transaction by a wider check (the kind 'value' added), which the vouchers of the previous release pass.
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_value";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_sales_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by_vouchers_rappen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "issued_for_order_item_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "piece" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_issued_for_order_item_id_order_items_id_fk" FOREIGN KEY ("issued_for_order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_issued_piece" ON "vouchers" USING btree ("issued_for_order_item_id","piece");--> statement-breakpoint
-- contract: landed before the rule (issue 44) and marked afterwards: the check dropped above, widened; the previous release never wrote a row it refuses.
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."total_rappen" >= 0 AND "orders"."discount_rappen" >= 0 AND "orders"."shipping_rappen" >= 0 AND "orders"."vat_rappen" >= 0 AND "orders"."voucher_sales_rappen" >= 0 AND "orders"."paid_by_vouchers_rappen" BETWEEN 0 AND "orders"."total_rappen");--> statement-breakpoint
-- contract: landed before the rule (issue 44) and marked afterwards: the check dropped above, widened; the previous release never wrote a row it refuses.
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_value" CHECK (("vouchers"."kind" = 'percentage' AND "vouchers"."percent" BETWEEN 1 AND 100 AND "vouchers"."amount_rappen" IS NULL) OR ("vouchers"."kind" IN ('fixed', 'value') AND "vouchers"."amount_rappen" > 0 AND "vouchers"."percent" IS NULL));--> statement-breakpoint
-- The demo catalogue's gift voucher (seeded before gift vouchers had a value) pays CHF 50 a piece.
UPDATE "products" SET "definition" = "definition" || '{"voucherValue": 50}'::jsonb WHERE "id" = 'gift-voucher' AND NOT ("definition" ? 'voucherValue');
