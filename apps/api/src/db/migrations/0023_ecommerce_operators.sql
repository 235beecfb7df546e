CREATE TABLE "ecommerce_operator_gstins" (
	"operator_id" uuid NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text NOT NULL,
	CONSTRAINT "ecommerce_operator_gstins_operator_id_state_code_pk" PRIMARY KEY("operator_id","state_code"),
	CONSTRAINT "ecommerce_operator_gstins_state" CHECK (substr("ecommerce_operator_gstins"."gstin", 1, 2) = "ecommerce_operator_gstins"."state_code"),
	CONSTRAINT "ecommerce_operator_gstins_length" CHECK (char_length("ecommerce_operator_gstins"."gstin") = 15)
);
--> statement-breakpoint
CREATE TABLE "ecommerce_operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"section" text DEFAULT '52' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ecommerce_operators_section_check" CHECK (section in ('52', '9(5)'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ecommerce_operator_id" uuid;--> statement-breakpoint
ALTER TABLE "ecommerce_operator_gstins" ADD CONSTRAINT "ecommerce_operator_gstins_operator_id_ecommerce_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."ecommerce_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecommerce_operators" ADD CONSTRAINT "ecommerce_operators_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_operators_name_unique" ON "ecommerce_operators" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ecommerce_operator_id_ecommerce_operators_id_fk" FOREIGN KEY ("ecommerce_operator_id") REFERENCES "public"."ecommerce_operators"("id") ON DELETE no action ON UPDATE no action;