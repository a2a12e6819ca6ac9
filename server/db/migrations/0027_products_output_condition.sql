-- Products now name the printing condition they print to (outputCondition, sRGB when absent): the
-- UV flatbed printer that prints aluminium and acrylic prints CMYK (FOGRA39), in every version.
UPDATE "products" SET "definition" = "definition" || '{"outputCondition": "fogra39"}'::jsonb
  WHERE "id" IN ('aluminium-dibond', 'acrylic-glass') AND NOT "definition" ? 'outputCondition';--> statement-breakpoint
UPDATE "product_versions" SET "definition" = "definition" || '{"outputCondition": "fogra39"}'::jsonb
  WHERE "product_id" IN ('aluminium-dibond', 'acrylic-glass') AND NOT "definition" ? 'outputCondition';
