CREATE TABLE "payment_gateway_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"bill_id" text,
	"payment_id" uuid,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_bill_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_pay_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_gateway_events" ADD CONSTRAINT "payment_gateway_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_gateway_events_payment_idx" ON "payment_gateway_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_bill_unique" ON "payments" USING btree ("gateway","gateway_bill_id") WHERE "payments"."gateway_bill_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_gateway_due_idx" ON "payments" USING btree ("gateway_next_check_at") WHERE "payments"."status" = 'pending' AND "payments"."gateway_bill_id" IS NOT NULL;