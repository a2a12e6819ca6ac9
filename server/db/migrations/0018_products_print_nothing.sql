-- Products now say whether they print the customer's design (printsDesign, true when absent). Until
-- now a fixed-price product (the gift voucher, the sample set) was the one that could be ordered
-- without a picture: every version of those says so, so the items in baskets keep being orderable.
UPDATE "products" SET "definition" = "definition" || '{"printsDesign": false}'::jsonb
  WHERE "definition" -> 'pricing' ->> 'priceType' = 'static' AND NOT "definition" ? 'printsDesign';--> statement-breakpoint
UPDATE "product_versions" SET "definition" = "definition" || '{"printsDesign": false}'::jsonb
  WHERE "definition" -> 'pricing' ->> 'priceType' = 'static' AND NOT "definition" ? 'printsDesign';
