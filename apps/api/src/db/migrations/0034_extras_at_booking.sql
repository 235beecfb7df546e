ALTER TABLE "extras" ADD COLUMN "offered_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "online_extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "online_extras_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_online_extras_paise_check" CHECK (online_extras_paise >= 0);--> statement-breakpoint
UPDATE "extras" SET "offered_online" = true WHERE lower("name") in ('airport transfer', 'breakfast');
