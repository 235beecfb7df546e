CREATE TABLE "notification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"audience" text NOT NULL,
	"property_id" uuid NOT NULL,
	"booking_id" uuid,
	"contact_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_messages_channel_check" CHECK (channel in ('sms', 'whatsapp', 'email')),
	CONSTRAINT "notification_messages_status_check" CHECK (status in ('queued', 'sent', 'failed')),
	CONSTRAINT "notification_messages_audience_check" CHECK (audience in ('hotel', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "notification_templates_kind_channel_pk" PRIMARY KEY("kind","channel"),
	CONSTRAINT "notification_templates_channel_check" CHECK (channel in ('sms', 'whatsapp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_contact_id_property_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."property_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_dedupe_key_unique" ON "notification_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_messages_booking_idx" ON "notification_messages" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_messages_property_idx" ON "notification_messages" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_created_idx" ON "whatsapp_outbox" USING btree ("created_at");