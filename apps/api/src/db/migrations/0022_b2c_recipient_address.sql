ALTER TABLE "bookings" ADD COLUMN "recipient_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recipient_state_code" text;