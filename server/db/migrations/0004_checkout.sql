CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "basket_backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"token_hash" text,
	"reason" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_backups_owner" CHECK ("basket_backups"."customer_id" IS NOT NULL OR "basket_backups"."token_hash" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"instruction" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"printdata" jsonb NOT NULL,
	"unit_rappen" integer NOT NULL,
	"total_rappen" integer NOT NULL,
	"bulk_from_amount" integer,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"basket_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"comment" text,
	"items_rappen" integer NOT NULL,
	"discount_rappen" integer NOT NULL,
	"shipping_rappen" integer NOT NULL,
	"total_rappen" integer NOT NULL,
	"vat_rappen" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"shipping_option_id" integer NOT NULL,
	"shipping_option_rate_id" integer NOT NULL,
	"shipping_name" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"qr_reference" text NOT NULL,
	"access_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_rappen" >= 0 AND "orders"."discount_rappen" >= 0 AND "orders"."shipping_rappen" >= 0 AND "orders"."vat_rappen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "basket_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"discount_rappen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_rappen" integer,
	"min_order_rappen" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_till" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_value" CHECK (("vouchers"."kind" = 'percentage' AND "vouchers"."percent" BETWEEN 1 AND 100 AND "vouchers"."amount_rappen" IS NULL) OR ("vouchers"."kind" = 'fixed' AND "vouchers"."amount_rappen" > 0 AND "vouchers"."percent" IS NULL)),
	CONSTRAINT "vouchers_used" CHECK ("vouchers"."used_count" >= 0 AND ("vouchers"."max_uses" IS NULL OR "vouchers"."used_count" <= "vouchers"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_order_item_id_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
ALTER TABLE "baskets" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "shipping_option_id" integer;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "billing_address_id" integer;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "delivery_address_id" integer;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "checkout_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "send_error" text;--> statement-breakpoint
ALTER TABLE "basket_backups" ADD CONSTRAINT "basket_backups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_vouchers" ADD CONSTRAINT "basket_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_usages" ADD CONSTRAINT "voucher_usages_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_usages" ADD CONSTRAINT "voucher_usages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_usages" ADD CONSTRAINT "voucher_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_backups_customer" ON "basket_backups" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "basket_backups_token" ON "basket_backups" USING btree ("token_hash","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket" ON "orders" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_vouchers_basket_voucher" ON "basket_vouchers" USING btree ("basket_id","voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_usages_voucher_order" ON "voucher_usages" USING btree ("voucher_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_usages_customer" ON "voucher_usages" USING btree ("voucher_id","customer_id");--> statement-breakpoint
CREATE INDEX "voucher_usages_email" ON "voucher_usages" USING btree ("voucher_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_lower" ON "vouchers" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_billing_address_id_customer_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_delivery_address_id_customer_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_customer_open" ON "baskets" USING btree ("customer_id") WHERE "baskets"."status" = 'open';