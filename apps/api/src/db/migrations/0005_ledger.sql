CREATE TABLE "document_sequences" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "document_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stay_date" date,
	"room_type_id" uuid,
	"gst_bp" integer,
	"room_nights" integer DEFAULT 0 NOT NULL,
	"rent_paise" bigint DEFAULT 0 NOT NULL,
	"tax_paise" bigint DEFAULT 0 NOT NULL,
	"cash_paise" bigint DEFAULT 0 NOT NULL,
	"method" text,
	"provider_reference" text,
	"payment_id" uuid,
	"desk_payment_id" uuid,
	"channel" text DEFAULT 'website' NOT NULL,
	"corrects_id" bigint,
	"note" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK (kind in ('stay_charge', 'stay_release', 'cancellation_fee', 'no_show_fee', 'early_departure_fee', 'capture', 'desk_payment', 'refund', 'refund_failed', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"invoice_id" uuid,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"intra_state" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"stay" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind_check" CHECK (kind in ('invoice', 'credit_note', 'debit_note')),
	CONSTRAINT "tax_documents_number_length" CHECK (char_length(number) <= 16)
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "supply" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_gstin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "business_address" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_desk_payment_id_desk_payments_id_fk" FOREIGN KEY ("desk_payment_id") REFERENCES "public"."desk_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_stay_idx" ON "ledger_entries" USING btree ("stay_date","property_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_recorded_idx" ON "ledger_entries" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_once" ON "ledger_entries" USING btree ("payment_id","kind") WHERE payment_id is not null and kind in ('capture', 'refund', 'refund_failed');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_desk_payment_once" ON "ledger_entries" USING btree ("desk_payment_id") WHERE desk_payment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_unique" ON "tax_documents" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_booking_idx" ON "tax_documents" USING btree ("booking_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_issue_date_idx" ON "tax_documents" USING btree ("issue_date");--> statement-breakpoint
-- The books are never edited (decision 011): a correction is a new entry, a changed charge a new credit or debit note.
-- TRUNCATE is left to the demo's reseed, which wipes every booking on purpose.
CREATE FUNCTION refuse_book_edits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never updated or deleted: record a correction instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_never_edited BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_book_edits();
--> statement-breakpoint
CREATE TRIGGER tax_documents_never_edited BEFORE UPDATE OR DELETE ON tax_documents
  FOR EACH ROW EXECUTE FUNCTION refuse_book_edits();
