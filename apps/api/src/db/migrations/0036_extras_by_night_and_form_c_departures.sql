ALTER TABLE "folio_charges" ADD COLUMN "nights" integer;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_nights_check" CHECK (nights is null or nights > 0);--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD COLUMN "departure_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD COLUMN "departure_reported_by" uuid;--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD CONSTRAINT "form_c_guests_departure_reported_by_users_id_fk" FOREIGN KEY ("departure_reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
