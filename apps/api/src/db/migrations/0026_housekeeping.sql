CREATE TABLE "room_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"changed_by" uuid,
	"booking_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_status_changes_to_check" CHECK (to_status in ('dirty', 'clean', 'inspected', 'out_of_order'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" DROP CONSTRAINT "staff_members_role_check";--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "housekeeping_status" text DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "housekeeping_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_status_changes" ADD CONSTRAINT "room_status_changes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_status_changes" ADD CONSTRAINT "room_status_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_status_changes" ADD CONSTRAINT "room_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_status_changes" ADD CONSTRAINT "room_status_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_status_changes_property_idx" ON "room_status_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "room_status_changes_room_idx" ON "room_status_changes" USING btree ("room_id","changed_at");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_housekeeping_status_check" CHECK (housekeeping_status in ('dirty', 'clean', 'inspected', 'out_of_order'));--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role_check" CHECK (role in ('admin', 'revenue_manager', 'front_desk', 'property_manager', 'housekeeping'));