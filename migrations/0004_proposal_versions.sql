CREATE TABLE "proposal_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proposal_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid,
	"source" text NOT NULL,
	"restored_from" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"word_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_versions_number_unique" ON "proposal_versions" USING btree ("proposal_id","number");--> statement-breakpoint
-- Proposals written before version history get their current text as version 1.
INSERT INTO "proposal_versions" ("proposal_id", "number", "user_id", "source", "title", "content", "word_count", "created_at")
SELECT "id", 1, "user_id", CASE WHEN "metadata" ? 'jobId' THEN 'generation' ELSE 'editor' END, "title", "content", "word_count", "updated_at"
FROM "proposals";
