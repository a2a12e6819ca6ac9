CREATE TABLE "mail_text_versions" (
	"mail" text NOT NULL,
	"version" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_text_versions_mail_version_pk" PRIMARY KEY("mail","version"),
	CONSTRAINT "mail_text_versions_version_positive" CHECK ("mail_text_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_version_positive" CHECK ("shop_settings"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"fee_rappen" integer DEFAULT 0 NOT NULL,
	"pay_by" date NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_text_versions" ADD CONSTRAINT "mail_text_versions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_order_step" ON "payment_reminders" USING btree ("order_id","step");--> statement-breakpoint
CREATE INDEX "payment_reminders_step" ON "payment_reminders" USING btree ("step","order_id");