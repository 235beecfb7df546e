CREATE TABLE "form_c_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"details_sealed" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"frro_reference" text,
	"submitted_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_c_guests_submitted_check" CHECK ((submitted_at is null) = (frro_reference is null))
);
--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD CONSTRAINT "form_c_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD CONSTRAINT "form_c_guests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD CONSTRAINT "form_c_guests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_c_guests" ADD CONSTRAINT "form_c_guests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_c_guests_property_idx" ON "form_c_guests" USING btree ("property_id","arrived_at");--> statement-breakpoint
CREATE INDEX "form_c_guests_booking_idx" ON "form_c_guests" USING btree ("booking_id");
