-- Issue 43: the catalogue's guest-facing words per language (docs/languages.md, "Content per language"). English stays
-- in the entities' own columns; a missing row falls back to it.
CREATE TABLE "content_translations" (
	"property_id" uuid NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"language" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity_kind_entity_id_language_field_pk" PRIMARY KEY("entity_kind","entity_id","language","field"),
	CONSTRAINT "content_translations_kind_check" CHECK (entity_kind in ('property', 'room_type')),
	CONSTRAINT "content_translations_language_check" CHECK (language in ('hi', 'es', 'fr', 'de')),
	CONSTRAINT "content_translations_value_check" CHECK (length(trim(value)) > 0)
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_translations_property_idx" ON "content_translations" USING btree ("property_id","language");--> statement-breakpoint
-- The rooms answers (a room's description) are cached until their property's rows change (as in 0012).
CREATE TRIGGER "content_translations_search_ins" AFTER INSERT ON "content_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify('property', 'property_id');--> statement-breakpoint
CREATE TRIGGER "content_translations_search_upd" AFTER UPDATE ON "content_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify('property', 'property_id');--> statement-breakpoint
CREATE TRIGGER "content_translations_search_del" AFTER DELETE ON "content_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify('property', 'property_id');--> statement-breakpoint
CREATE TRIGGER "content_translations_search_trunc" AFTER TRUNCATE ON "content_translations" FOR EACH STATEMENT EXECUTE FUNCTION search_changed_notify('property', 'property_id');
