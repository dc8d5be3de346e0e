CREATE TABLE "generation_job_sections" (
	"job_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"title" text NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"html" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "generation_job_sections_job_id_index_pk" PRIMARY KEY("job_id","index")
);
--> statement-breakpoint
ALTER TABLE "generation_job_sections" ADD CONSTRAINT "generation_job_sections_job_id_generation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_finished_at_idx" ON "generation_jobs" USING btree ("finished_at") WHERE "generation_jobs"."proposal_id" IS NULL;