CREATE TABLE "product_versions" (
	"product_id" text NOT NULL,
	"version" integer NOT NULL,
	"slugs" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_versions_product_id_version_pk" PRIMARY KEY("product_id","version"),
	CONSTRAINT "product_versions_version_positive" CHECK ("product_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "product_version" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_version" integer;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every product so far becomes its version 1; the items in baskets were checked with it.
INSERT INTO "product_versions" ("product_id", "version", "slugs", "definition", "created_at")
  SELECT "id", "version", "slugs", "definition", "updated_at" FROM "products";--> statement-breakpoint
UPDATE "basket_items" SET "product_version" = "products"."version" FROM "products" WHERE "products"."id" = "basket_items"."product_id";--> statement-breakpoint
-- contract: landed before the rule (issue 44) and marked afterwards: NOT compatible: the release before 0016 adds basket items without a product version, which this refuses; an upgrade across 0016 stops the old processes before it migrates.
ALTER TABLE "basket_items" ALTER COLUMN "product_version" SET NOT NULL;--> statement-breakpoint
-- contract: landed before the rule (issue 44) and marked afterwards: the rows it checks were given their version just above; the previous release writes none (see the NOT NULL above).
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_product_version_fk" FOREIGN KEY ("product_id","product_version") REFERENCES "public"."product_versions"("product_id","version") ON DELETE no action ON UPDATE no action;