CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sac" text NOT NULL,
	"gst_bp" integer,
	"price_paise" bigint NOT NULL,
	"unit" text NOT NULL,
	"property_ids" uuid[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_unit_check" CHECK (unit in ('per_stay', 'per_night', 'per_person', 'per_item')),
	CONSTRAINT "extras_sac_check" CHECK (sac ~ '^[0-9]{6}$'),
	CONSTRAINT "extras_gst_check" CHECK (gst_bp is null or (gst_bp >= 0 and gst_bp <= 2800)),
	CONSTRAINT "extras_price_check" CHECK (price_paise > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "extras_name_unique" ON "extras" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "folio_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"extra_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sac" text NOT NULL,
	"gst_bp" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"charge_date" date NOT NULL,
	"payer" text NOT NULL,
	"payer_name" text,
	"payer_gstin" text,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	CONSTRAINT "folio_charges_payer_check" CHECK (payer in ('guest', 'company')),
	CONSTRAINT "folio_charges_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "folio_charges_removed_check" CHECK ((removed_at is null) = (removed_reason is null))
);
--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_charges_booking_idx" ON "folio_charges" USING btree ("booking_id","posted_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "folio_charge_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "sac" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_folio_charge_id_folio_charges_id_fk" FOREIGN KEY ("folio_charge_id") REFERENCES "public"."folio_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK (kind in ('stay_charge', 'stay_release', 'cancellation_fee', 'no_show_fee', 'early_departure_fee', 'extra_charge', 'capture', 'desk_payment', 'refund', 'refund_failed', 'correction'));--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_folio_charge_once" ON "ledger_entries" USING btree ("folio_charge_id", sign("rent_paise" + "tax_paise")) WHERE folio_charge_id is not null;
