ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_kind_check";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "advances" jsonb;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_kind_check" CHECK (kind in ('invoice', 'credit_note', 'debit_note', 'receipt_voucher', 'refund_voucher'));