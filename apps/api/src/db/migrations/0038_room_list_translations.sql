-- Issue 43: a room type's amenities and policies per language too (docs/languages.md, "Content per language"). Their
-- rows are now kept through a console save (as 0035 did for the property's lists), so words keyed by a row survive it;
-- their kinds are a property's (the room type's property: its rows go with it, a save drops its cached answers).
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_kind_check";--> statement-breakpoint
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_scope_check";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kind_check" CHECK (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'promotion', 'deal', 'hero_slide', 'extra'));--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_scope_check" CHECK ((property_id is not null) = (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy')));
