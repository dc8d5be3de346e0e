CREATE TABLE "organization_logos" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_logos_type_known" CHECK ("organization_logos"."content_type" IN ('image/png', 'image/jpeg')),
	CONSTRAINT "organization_logos_size" CHECK (octet_length("organization_logos"."data") BETWEEN 1 AND 1048576)
);
--> statement-breakpoint
CREATE TABLE "organization_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_status_history_from_known" CHECK ("organization_status_history"."from_status" IN ('pending', 'approved', 'rejected', 'suspended')),
	CONSTRAINT "organization_status_history_to_known" CHECK ("organization_status_history"."to_status" IN ('pending', 'approved', 'rejected', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "organization_logos" ADD CONSTRAINT "organization_logos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_status_history" ADD CONSTRAINT "organization_status_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_status_history" ADD CONSTRAINT "organization_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_status_history_org_idx" ON "organization_status_history" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_one_per_agent" ON "organizations" USING btree ("admin_user_id") WHERE "organizations"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_custom_domain_unique" ON "organizations" USING btree ("custom_domain");--> statement-breakpoint
-- users.organization_id is derived, never kept by hand: a user belongs to the organisation (not
-- rejected) that they run as its agent, else to the one their agent runs. Exports and analytics
-- read the column; these triggers keep it right whoever changes an assignment or an organisation.
CREATE FUNCTION "organization_of_user"(user_id uuid, agent_id uuid) RETURNS uuid
LANGUAGE sql STABLE AS $$
  SELECT o.id FROM organizations o
  WHERE o.status <> 'rejected' AND (o.admin_user_id = user_id OR o.admin_user_id = agent_id)
  ORDER BY (o.admin_user_id = user_id) DESC
  LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION "users_derive_organization"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that names the organisation itself (a fixture, a repair) is left as written.
  IF TG_OP = 'INSERT' AND NEW.organization_id IS NOT NULL THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.organization_id IS DISTINCT FROM OLD.organization_id THEN RETURN NEW; END IF;
  NEW.organization_id := organization_of_user(NEW.id, NEW.agent_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_derive_organization" BEFORE INSERT OR UPDATE OF "agent_id" ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_derive_organization"();
--> statement-breakpoint
CREATE FUNCTION "organizations_derive_members"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  agents uuid[];
  org_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    agents := ARRAY[NEW.admin_user_id];
    org_ids := ARRAY[NEW.id];
  ELSE
    IF NEW.admin_user_id IS NOT DISTINCT FROM OLD.admin_user_id
       AND (NEW.status = 'rejected') = (OLD.status = 'rejected') THEN
      RETURN NULL;
    END IF;
    agents := ARRAY[NEW.admin_user_id, OLD.admin_user_id];
    org_ids := ARRAY[NEW.id, OLD.id];
  END IF;
  UPDATE users u SET organization_id = organization_of_user(u.id, u.agent_id)
  WHERE u.id = ANY(agents) OR u.agent_id = ANY(agents) OR u.organization_id = ANY(org_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_derive_members" AFTER INSERT OR UPDATE OF "admin_user_id", "status" ON "organizations"
FOR EACH ROW EXECUTE FUNCTION "organizations_derive_members"();
--> statement-breakpoint
-- Derive it now for every user the rule places; a user it places nowhere keeps what was stored
-- before (organisations created before agents ran them keep branding their members).
UPDATE "users" SET "organization_id" = organization_of_user("id", "agent_id")
WHERE organization_of_user("id", "agent_id") IS NOT NULL;
