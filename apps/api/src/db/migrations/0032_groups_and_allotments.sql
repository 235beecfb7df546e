CREATE TABLE "booking_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"organiser_name" text NOT NULL,
	"organiser_phone" text NOT NULL,
	"organiser_email" text,
	"company" text,
	"gstin" text,
	"cutoff_date" date NOT NULL,
	"payer" text DEFAULT 'master' NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_groups_payer_check" CHECK (payer in ('master', 'each_guest')),
	CONSTRAINT "booking_groups_name_check" CHECK (length(trim(name)) between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "booking_group_nights" (
	"group_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"stay_date" date NOT NULL,
	"rate_paise" integer NOT NULL,
	"allotted" integer NOT NULL,
	"held" integer NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_group_nights_group_id_room_type_id_stay_date_pk" PRIMARY KEY("group_id","room_type_id","stay_date"),
	CONSTRAINT "booking_group_nights_counts_check" CHECK (held >= 0 AND released >= 0 AND held + released <= allotted),
	CONSTRAINT "booking_group_nights_rate_check" CHECK (rate_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_group_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_groups" ADD CONSTRAINT "booking_groups_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_groups" ADD CONSTRAINT "booking_groups_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_groups" ADD CONSTRAINT "booking_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group_nights" ADD CONSTRAINT "booking_group_nights_group_id_booking_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."booking_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group_nights" ADD CONSTRAINT "booking_group_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group_rooms" ADD CONSTRAINT "booking_group_rooms_group_id_booking_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."booking_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group_rooms" ADD CONSTRAINT "booking_group_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group_rooms" ADD CONSTRAINT "booking_group_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group_rooms" ADD CONSTRAINT "booking_group_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_groups_property_idx" ON "booking_groups" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_groups_cutoff_idx" ON "booking_groups" USING btree ("cutoff_date") WHERE released_at IS NULL;--> statement-breakpoint
CREATE INDEX "booking_group_nights_type_idx" ON "booking_group_nights" USING btree ("room_type_id","stay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_group_rooms_booking_unique" ON "booking_group_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_group_rooms_group_idx" ON "booking_group_rooms" USING btree ("group_id","created_at");
