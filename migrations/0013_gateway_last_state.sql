ALTER TABLE "payments" ADD COLUMN "gateway_last_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_checked_at" timestamp with time zone;