CREATE TABLE "side_effects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"dedupe_key" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"dead_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "side_effects_due_idx" ON "side_effects" USING btree ("available_at") WHERE "side_effects"."delivered_at" IS NULL AND "side_effects"."dead_at" IS NULL;--> statement-breakpoint
CREATE INDEX "side_effects_booking_open_idx" ON "side_effects" USING btree ("booking_id") WHERE "side_effects"."delivered_at" IS NULL AND "side_effects"."dead_at" IS NULL;--> statement-breakpoint
CREATE INDEX "side_effects_dead_idx" ON "side_effects" USING btree ("dead_at") WHERE "side_effects"."dead_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "side_effects_untaken_dedupe_idx" ON "side_effects" USING btree ("kind","dedupe_key") WHERE "side_effects"."attempts" = 0 AND "side_effects"."delivered_at" IS NULL AND "side_effects"."dead_at" IS NULL;