CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_rm" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"credits_taken" integer NOT NULL,
	"commission" text NOT NULL,
	"clawback_rm" numeric(12, 2),
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_refunds_credits_non_negative" CHECK ("payment_refunds"."credits_taken" >= 0),
	CONSTRAINT "payment_refunds_commission_known" CHECK ("payment_refunds"."commission" IN ('reversed', 'clawback', 'none'))
);
--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_status_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_status_known" CHECK ("commissions"."status" IN ('pending', 'paid', 'reversed'));