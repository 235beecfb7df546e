CREATE TABLE "payment_order_claims" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"claim_token" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_order_claims" ADD CONSTRAINT "payment_order_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_order_per_booking" ON "payments" USING btree ("booking_id") WHERE status in ('created', 'failed');--> statement-breakpoint
-- The payment lifecycle's transition table (apps/api/src/modules/payments/payment-lifecycle-rules.ts), held by the
-- database too: any other move of a payment's status or its refund's status is refused, whoever writes it.
CREATE FUNCTION payments_status_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'created' AND NEW.status IN ('failed', 'captured', 'refund_pending', 'closed')) OR
    (OLD.status = 'failed' AND NEW.status IN ('captured', 'refund_pending', 'closed')) OR
    (OLD.status = 'captured' AND NEW.status IN ('refund_pending', 'refunded')) OR
    (OLD.status = 'refund_pending' AND NEW.status IN ('refunded')) OR
    (OLD.status = 'closed' AND NEW.status IN ('captured', 'refund_pending'))
  ) THEN
    RAISE EXCEPTION 'payment % cannot move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.refund_status IS DISTINCT FROM OLD.refund_status AND NOT (
    (OLD.refund_status IS NULL AND NEW.refund_status IN ('pending', 'processed', 'failed')) OR
    (OLD.refund_status = 'pending' AND NEW.refund_status IN ('processed', 'failed')) OR
    (OLD.refund_status = 'failed' AND NEW.refund_status IN ('processed'))
  ) THEN
    RAISE EXCEPTION 'refund of payment % cannot move from % to %', OLD.id, OLD.refund_status, NEW.refund_status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_status_transition BEFORE UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_status_transition();
