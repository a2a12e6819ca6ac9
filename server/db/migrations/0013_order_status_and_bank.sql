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
CREATE TABLE "bank_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"bank_reference" text NOT NULL,
	"reference" text,
	"amount_rappen" integer NOT NULL,
	"currency" text NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"booked_on" date,
	"debtor_name" text,
	"outcome" text NOT NULL,
	"order_id" integer,
	"decision" text,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"sha256" text NOT NULL,
	"message_id" text NOT NULL,
	"uploaded_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "printed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_file_id_bank_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."bank_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credits_bank_reference" ON "bank_credits" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "bank_credits_open" ON "bank_credits" USING btree ("outcome","decision","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_files_sha256" ON "bank_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "audit_log_subject" ON "audit_log" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_staff" ON "audit_log" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "orders_qr_reference" ON "orders" USING btree ("qr_reference");--> statement-breakpoint
-- Orders placed before: their placing, and the status they have now when it is a later one.
INSERT INTO "order_status_history" ("order_id", "event", "status", "actor", "created_at")
SELECT "id", NULL, 'received', 'shop', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_history" ("order_id", "event", "status", "actor", "created_at")
SELECT "id", NULL, "status", 'shop', "status_changed_at" FROM "orders" WHERE "status" <> 'received';
