CREATE TABLE "promotions_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_revision_single_row" CHECK ("promotions_revision"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "promotions_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
-- Every statement that changes promotions (the console, the seed, a cascade from a property) moves the revision the
-- pricing's cache of live promotions compares with (modules/pricing/promotions.service.ts).
CREATE FUNCTION promotions_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promotions_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER promotions_bump_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION promotions_bump_revision();
