CREATE TABLE "cms_page_versions" (
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_versions_page_id_version_pk" PRIMARY KEY("page_id","version"),
	CONSTRAINT "cms_page_versions_version_positive" CHECK ("cms_page_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ALTER COLUMN "key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Pages of an existing shop are published as they are: their content is their version 1.
UPDATE "cms_pages" SET "published_version" = 1;--> statement-breakpoint
INSERT INTO "cms_page_versions" ("page_id", "version", "content")
SELECT "id", 1, jsonb_build_object('slugs', "slugs", 'titles', "titles", 'descriptions', "descriptions", 'blocks', "blocks") FROM "cms_pages";
