-- Issue 43: the brand's own words per language too (docs/languages.md, "Content per language"): a rate plan's name
-- (a property's, through its room type), and the brand-wide deals (a home card's title and line, a promotion's name),
-- hero slides and extras, which belong to no property. One table keeps one writer, one stale rule and one missing
-- list: a brand-wide row has no property, a property's kinds must name theirs (a CHECK). A brand-wide row's
-- null property_id notifies search_changed '*' through the triggers of 0033 (a promotion's name is in cached answers).
ALTER TABLE "content_translations" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_translations" DROP CONSTRAINT "content_translations_kind_check";--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_kind_check" CHECK (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy', 'rate_plan', 'promotion', 'deal', 'hero_slide', 'extra'));--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_scope_check" CHECK ((property_id is not null) = (entity_kind in ('property', 'room_type', 'property_amenity', 'property_policy', 'rate_plan')));--> statement-breakpoint
CREATE INDEX "content_translations_brand_idx" ON "content_translations" USING btree ("language") WHERE "property_id" IS NULL;
