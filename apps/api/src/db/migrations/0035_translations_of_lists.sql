-- Issue 43: a property's amenities and policies are translated too (docs/languages.md, "Content per language"), each
-- keyed by its row, whose id now survives a save of the list (catalogue-admin keeps a row it is sent back or whose
-- English is unchanged). Each translation records the English it was translated from, so one whose English has since
-- changed is shown as stale in the console.
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_kind_check";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kind_check" CHECK (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy'));--> statement-breakpoint
ALTER TABLE "content_translations" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The words saved so far were translated from today's English.
UPDATE "content_translations" ct SET "source" = p."description" FROM "properties" p WHERE ct."entity_kind" = 'property' AND ct."entity_id" = p."id" AND ct."field" = 'description';--> statement-breakpoint
UPDATE "content_translations" ct SET "source" = r."description" FROM "room_types" r WHERE ct."entity_kind" = 'room_type' AND ct."entity_id" = r."id" AND ct."field" = 'description';--> statement-breakpoint
ALTER TABLE "content_translations" ALTER COLUMN "source" DROP DEFAULT;
