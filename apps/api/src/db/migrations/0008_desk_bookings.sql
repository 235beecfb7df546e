ALTER TABLE "bookings" ADD COLUMN "channel_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "desk_notes" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;