-- Issue 44: a channel manager (Channex). Mapping of properties, room types and rate plans to the channel manager's
-- ids; the nights waiting to be pushed (written by triggers in the transaction of every change, so no writer can
-- forget one); the pushes in order; the booking revisions read from its feed; one lease per job.
CREATE TABLE "channel_manager_properties" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"remote_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "channel_manager_properties_remote_id_unique" UNIQUE("remote_id")
);
--> statement-breakpoint
CREATE TABLE "channel_manager_room_types" (
	"room_type_id" uuid PRIMARY KEY NOT NULL,
	"remote_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "channel_manager_room_types_remote_id_unique" UNIQUE("remote_id")
);
--> statement-breakpoint
CREATE TABLE "channel_manager_rate_plans" (
	"rate_plan_id" uuid PRIMARY KEY NOT NULL,
	"remote_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "channel_manager_rate_plans_remote_id_unique" UNIQUE("remote_id")
);
--> statement-breakpoint
CREATE TABLE "channel_ari_pending" (
	"room_type_id" uuid NOT NULL,
	"stay_date" date NOT NULL,
	CONSTRAINT "channel_ari_pending_room_type_id_stay_date_pk" PRIMARY KEY("room_type_id","stay_date")
);
--> statement-breakpoint
CREATE TABLE "channel_pushes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"availability" jsonb NOT NULL,
	"restrictions" jsonb NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "channel_pushes_status_check" CHECK (status in ('pending', 'sent', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "channel_revisions" (
	"revision_id" text PRIMARY KEY NOT NULL,
	"remote_booking_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text NOT NULL,
	"ota_name" text NOT NULL,
	"ota_reservation_code" text,
	"outcome" text NOT NULL,
	"booking_id" uuid,
	"block_id" uuid,
	"amount_paise" integer,
	"commission_paise" integer,
	"message" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone,
	CONSTRAINT "channel_revisions_outcome_check" CHECK (outcome in ('booked', 'changed', 'cancelled', 'unchanged', 'conflict', 'attention'))
);
--> statement-breakpoint
CREATE TABLE "channel_manager_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "channel_manager_properties" ADD CONSTRAINT "channel_manager_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_manager_properties" ADD CONSTRAINT "channel_manager_properties_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_manager_room_types" ADD CONSTRAINT "channel_manager_room_types_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_manager_room_types" ADD CONSTRAINT "channel_manager_room_types_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_manager_rate_plans" ADD CONSTRAINT "channel_manager_rate_plans_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_manager_rate_plans" ADD CONSTRAINT "channel_manager_rate_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_ari_pending" ADD CONSTRAINT "channel_ari_pending_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_pushes" ADD CONSTRAINT "channel_pushes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "channel_revisions" ADD CONSTRAINT "channel_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "channel_pushes_pending_idx" ON "channel_pushes" USING btree ("property_id","id") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "channel_pushes_property_idx" ON "channel_pushes" USING btree ("property_id","created_at");
--> statement-breakpoint
CREATE INDEX "channel_revisions_booking_idx" ON "channel_revisions" USING btree ("remote_booking_id","received_at");
--> statement-breakpoint
CREATE INDEX "channel_revisions_property_idx" ON "channel_revisions" USING btree ("property_id","received_at");
--> statement-breakpoint
-- A night of a mapped room type whose availability, rate, stop-sell or stay restrictions changed waits to be pushed.
-- Statement triggers with transition tables: one insert per statement, whatever its size (a year of nights edited
-- at once is one statement), and nothing at all for a room type that is not mapped.
CREATE FUNCTION channel_ari_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_ari_pending (room_type_id, stay_date)
      SELECT DISTINCT n.room_type_id, n.stay_date FROM new_rows n
      JOIN channel_manager_room_types m ON m.room_type_id = n.room_type_id
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO channel_ari_pending (room_type_id, stay_date)
      SELECT DISTINCT n.room_type_id, n.stay_date FROM new_rows n
      JOIN old_rows o ON o.room_type_id = n.room_type_id AND o.stay_date = n.stay_date
      JOIN channel_manager_room_types m ON m.room_type_id = n.room_type_id
      WHERE (n.available, n.rate_paise, n.is_closed, n.min_stay, n.max_stay, n.closed_to_arrival, n.closed_to_departure)
        IS DISTINCT FROM (o.available, o.rate_paise, o.is_closed, o.min_stay, o.max_stay, o.closed_to_arrival, o.closed_to_departure)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER room_inventory_channel_ari_ins AFTER INSERT ON room_inventory REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_ari_inventory_changed();
--> statement-breakpoint
CREATE TRIGGER room_inventory_channel_ari_upd AFTER UPDATE ON room_inventory REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_ari_inventory_changed();
--> statement-breakpoint
-- A mapped plan's own rate for a night set, changed or removed: that night of its room type waits to be pushed.
CREATE FUNCTION channel_ari_plan_rates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_ari_pending (room_type_id, stay_date)
    SELECT DISTINCT rp.room_type_id, x.stay_date FROM (
      SELECT rate_plan_id, stay_date FROM changed_rows
    ) x
    JOIN rate_plans rp ON rp.id = x.rate_plan_id
    JOIN channel_manager_rate_plans m ON m.rate_plan_id = rp.id
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rate_plan_rates_channel_ari_ins AFTER INSERT ON rate_plan_rates REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_ari_plan_rates_changed();
--> statement-breakpoint
CREATE TRIGGER rate_plan_rates_channel_ari_upd AFTER UPDATE ON rate_plan_rates REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_ari_plan_rates_changed();
--> statement-breakpoint
CREATE TRIGGER rate_plan_rates_channel_ari_del AFTER DELETE ON rate_plan_rates REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_ari_plan_rates_changed();
--> statement-breakpoint
-- A mapped plan's price rule changed (its adjustment): every night of its room type from today (IST) on waits.
CREATE FUNCTION channel_ari_plan_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_ari_pending (room_type_id, stay_date)
    SELECT DISTINCT ri.room_type_id, ri.stay_date FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN channel_manager_rate_plans m ON m.rate_plan_id = n.id
    JOIN room_inventory ri ON ri.room_type_id = n.room_type_id
      AND ri.stay_date >= (now() AT TIME ZONE 'Asia/Kolkata')::date
    WHERE (n.adjustment_kind, n.adjustment_value, n.status) IS DISTINCT FROM (o.adjustment_kind, o.adjustment_value, o.status)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rate_plans_channel_ari_upd AFTER UPDATE ON rate_plans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION channel_ari_plan_changed();
