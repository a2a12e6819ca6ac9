CREATE TABLE "internal_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"author_staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_notes_subject" CHECK (num_nonnulls("internal_notes"."order_id", "internal_notes"."customer_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_notes_order" ON "internal_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "internal_notes_customer" ON "internal_notes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "internal_notes_flagged" ON "internal_notes" USING btree ("order_id") WHERE "internal_notes"."flagged";