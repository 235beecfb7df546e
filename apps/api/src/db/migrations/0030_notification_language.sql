-- Issue 43: the language a guest's WhatsApp confirmation was sent in (the booking's where the template is approved in it).
ALTER TABLE "notification_messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_language_check" CHECK (language in ('en', 'hi', 'es', 'fr', 'de'));
