CREATE TABLE "design_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_templates_id_format" CHECK ("design_templates"."id" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "design_templates_version_positive" CHECK ("design_templates"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "design_templates" ADD CONSTRAINT "design_templates_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A saved template moves the catalogue version like a saved product (migration 0001), so every process's cached answers drop it.
CREATE TRIGGER design_templates_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "design_templates" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
