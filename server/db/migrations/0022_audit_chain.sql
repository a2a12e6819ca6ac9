ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The one rule of the chain, used by the insert trigger, by the hashing of older rows below and by
-- the owner's check (server/features/audit/audit-chain.ts): sha256 over a JSON array of the hash
-- before and every field of the row (jsonb's own text form, the time in UTC to the microsecond),
-- so that no field can be moved into another and no session setting changes the text.
CREATE FUNCTION "audit_row_hash"("prev_hash" text, "id" integer, "staff_id" integer, "action" text, "subject_type" text, "subject_id" text, "before" jsonb, "after" jsonb, "created_at" timestamp with time zone)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    "prev_hash", "id", "staff_id", "action", "subject_type", "subject_id", "before", "after",
    to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Rows written before the chain: hashed in the order of their ids, the first after 64 zeros.
DO $$
DECLARE
  r record;
  previous text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    UPDATE "audit_log"
    SET "prev_hash" = previous,
        "hash" = audit_row_hash(previous, r."id", r."staff_id", r."action", r."subject_type", r."subject_id", r."before", r."after", r."created_at")
    WHERE "id" = r."id"
    RETURNING "hash" INTO previous;
  END LOOP;
END $$;
--> statement-breakpoint
-- Each new row is chained to the last one. Writers take turns (the lock is held until their
-- transaction ends, so the next one reads this row's hash), and a row whose id was drawn before a
-- writer that took its turn earlier gets a new one, so the order of the ids is the order of the chain.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id integer;
  previous text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log_chain'));
  SELECT "id", "hash" INTO last_id, previous FROM "audit_log" ORDER BY "id" DESC LIMIT 1;
  IF NEW."id" <= last_id THEN
    NEW."id" := nextval(pg_get_serial_sequence('audit_log', 'id'));
  END IF;
  NEW."prev_hash" := coalesce(previous, repeat('0', 64));
  NEW."hash" := audit_row_hash(NEW."prev_hash", NEW."id", NEW."staff_id", NEW."action", NEW."subject_type", NEW."subject_id", NEW."before", NEW."after", NEW."created_at");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
--> statement-breakpoint
-- Append-only for whoever connects, the shop included: an entry is never changed or taken back.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
