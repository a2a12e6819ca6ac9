-- The back office's search: the orders' search text now also holds postcodes, towns, the QR reference
-- and the tracking number, and customers' contacts get one of their own; both searched by pg_trgm
-- (the extension exists since 0012). Dropping the generated column drops its trigram index, so the
-- index is made again here (drizzle-kit does not know that).
-- contract: landed before the rule (issue 44) and marked afterwards: added again just below in the same transaction with a wider expression; the previous release never sees it missing.
ALTER TABLE "orders" drop column "search_text";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number || ' ' || email || ' ' || (billing_address->>'firstname') || ' ' || (billing_address->>'lastname') || ' ' || coalesce(billing_address->>'company', '') || ' ' || (billing_address->>'zipcode') || ' ' || (billing_address->>'city') || ' ' || (delivery_address->>'firstname') || ' ' || (delivery_address->>'lastname') || ' ' || coalesce(delivery_address->>'company', '') || ' ' || (delivery_address->>'zipcode') || ' ' || (delivery_address->>'city') || ' ' || qr_reference || ' ' || coalesce(tracking_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "orders_search" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(firstname || ' ' || lastname || ' ' || coalesce(company, '') || ' ' || email)) STORED;--> statement-breakpoint
CREATE INDEX "customer_contacts_search" ON "customer_contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Set when staff anonymise an account on request (revDSG); the account stays for the orders the law keeps.
ALTER TABLE "customers" ADD COLUMN "anonymised_at" timestamp with time zone;