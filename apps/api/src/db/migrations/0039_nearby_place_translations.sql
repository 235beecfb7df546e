-- Issue 43: a property's nearby places per language (docs/languages.md, "Content per language"). Their rows are now
-- kept through a console save (as 0035 did for the property's amenities and policies and 0038 for a room's lists), so
-- words keyed by a row survive it; the kind is a property's (its rows go with the property, a save drops its cached
-- answers). Home's category tiles are the brand's words (no property), as a deal card's.
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_kind_check";--> statement-breakpoint
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_scope_check";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kind_check" CHECK (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'nearby_place', 'promotion', 'deal', 'hero_slide', 'extra', 'category'));--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_scope_check" CHECK ((property_id is not null) = (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'nearby_place')));
