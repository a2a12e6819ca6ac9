-- A partner's origins are cached with the catalogue (server/features/partners/partner-origins.ts): any change to partners moves the catalogue version, as the catalogue's own tables do (migration 0001), whoever writes it.
CREATE TRIGGER partners_bump_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
