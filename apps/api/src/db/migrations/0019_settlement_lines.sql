CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"entity_id" text NOT NULL,
	"payment_id" text,
	"credit_paise" integer NOT NULL,
	"debit_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"settlement_id" text NOT NULL,
	"settlement_utr" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"method" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_lines_type_check" CHECK (type in ('payment', 'refund', 'adjustment')),
	CONSTRAINT "settlement_lines_amounts_check" CHECK (credit_paise >= 0 AND debit_paise >= 0 AND fee_paise >= 0 AND tax_paise >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_entity_idx" ON "settlement_lines" USING btree ("provider","type","entity_id","settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_settled_idx" ON "settlement_lines" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "settlement_lines_payment_idx" ON "settlement_lines" USING btree ("payment_id");