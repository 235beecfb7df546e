ALTER TABLE "booking_changes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ota_reservation_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ota_amount_paise" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_idempotency_key_unique" ON "booking_changes" USING btree ("booking_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_ota_reservation_idx" ON "bookings" USING btree ("property_id","ota_reservation_number");