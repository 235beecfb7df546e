CREATE TABLE "booking_requests" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"child_ages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bed_request" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_bed_request_check" CHECK (bed_request in ('cot', 'extra_bed'))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;