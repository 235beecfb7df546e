ALTER TABLE "notification_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN "template_parameters" jsonb;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN "fallback_body" text;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD COLUMN "fallback_of" uuid;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_fallback_of_notification_messages_id_fk" FOREIGN KEY ("fallback_of") REFERENCES "public"."notification_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_messages_due_idx" ON "notification_messages" USING btree ("next_attempt_at") WHERE status = 'queued';