-- Issue 43: an amenity group's heading per language (docs/languages.md, "Content per language"). A group has no row
-- of its own (it is the group_title its amenities share), so its words are keyed by the UUIDv5 of its English heading
-- in its property's namespace (the API's amenityGroupId); a property's kind (its rows go with the property, a save
-- drops its cached answers). A console save that renames a group moves its words to the new heading (stale); a group
-- gone takes its words with it.
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_kind_check";--> statement-breakpoint
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_scope_check";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kind_check" CHECK (entity_kind in ('property', 'room_type', 'property_amenity', 'amenity_group', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'nearby_place', 'promotion', 'deal', 'hero_slide', 'extra', 'category'));--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_scope_check" CHECK ((property_id is not null) = (entity_kind in ('property', 'room_type', 'property_amenity', 'amenity_group', 'property_policy', 'rate_plan', 'room_amenity', 'room_policy', 'nearby_place')));
