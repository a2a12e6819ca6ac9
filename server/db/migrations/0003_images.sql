CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"basket_id" integer,
	"customer_id" integer,
	"template_id" text,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"orientation" integer DEFAULT 1 NOT NULL,
	"density" integer,
	"space" text,
	"file_size" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 AND "images"."height" > 0),
	CONSTRAINT "images_template_kind" CHECK (("images"."kind" = 'template') = ("images"."template_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_customer" ON "images" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "images_basket" ON "images" USING btree ("basket_id","created_at");--> statement-breakpoint
CREATE INDEX "images_template" ON "images" USING btree ("template_id");