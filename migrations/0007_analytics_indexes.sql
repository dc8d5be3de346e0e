CREATE INDEX "ai_generations_created_at_idx" ON "ai_generations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_verified_at_idx" ON "payments" USING btree (coalesce("decided_at", "created_at")) WHERE "payments"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_management_order_idx" ON "users" USING btree ((CASE "role" WHEN 'super_admin' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."deleted_at" IS NULL;