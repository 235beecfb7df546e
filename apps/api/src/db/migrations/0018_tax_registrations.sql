CREATE TABLE "tax_registrations" (
	"state_code" text PRIMARY KEY NOT NULL,
	"gstin" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_registrations_gstin_unique" UNIQUE("gstin"),
	CONSTRAINT "tax_registrations_gstin_state" CHECK (substr("tax_registrations"."gstin", 1, 2) = "tax_registrations"."state_code"),
	CONSTRAINT "tax_registrations_gstin_length" CHECK (char_length("tax_registrations"."gstin") = 15)
);
--> statement-breakpoint
ALTER TABLE "tax_registrations" ADD CONSTRAINT "tax_registrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;