CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "analytics_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
-- The super admin's figures, kept as they change. A row's "facts" are (Kuala Lumpur day, metric,
-- key, value, counted); inserting a row adds its counted facts, deleting takes them back, and an
-- update that moves a fact takes back the old row's and adds the new row's. Statement triggers
-- (one delta row per day and key per statement, however many rows it wrote) for inserts and
-- deletes; row triggers limited to the columns that matter for updates, so the frequent updates
-- (a balance, a proposal's text, a last-seen time) cost nothing.
CREATE FUNCTION "analytics_day"(at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (at AT TIME ZONE 'Asia/Kuala_Lumpur')::date $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  facts text := TG_ARGV[0];
  statement text := 'INSERT INTO analytics_deltas (day, metric, key, value) '
    'SELECT f.day, f.metric, f.key, %s * sum(f.value) FROM %s r '
    'CROSS JOIN LATERAL (VALUES %s) AS f(day, metric, key, value, counted) '
    'WHERE f.counted GROUP BY 1, 2, 3 HAVING sum(f.value) <> 0';
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format(statement, 1, 'new_rows', facts);
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format(statement, -1, 'old_rows', facts);
    END IF;
  ELSE
    EXECUTE format(statement, -1, '(SELECT ($1).*)', facts) USING OLD;
    EXECUTE format(statement, 1, '(SELECT ($1).*)', facts) USING NEW;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE PROCEDURE "analytics_watch"(tbl text, facts text, columns text)
LANGUAGE plpgsql AS $$
DECLARE
  moved text;
BEGIN
  SELECT string_agg(format('OLD.%1$I IS DISTINCT FROM NEW.%1$I', c), ' OR ')
    INTO moved FROM unnest(string_to_array(columns, ',')) AS c;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION analytics_record(%L)', 'analytics_' || tbl || '_insert', tbl, facts);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION analytics_record(%L)', 'analytics_' || tbl || '_delete', tbl, facts);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF %s ON %I FOR EACH ROW WHEN (%s) '
    'EXECUTE FUNCTION analytics_record(%L)', 'analytics_' || tbl || '_update', columns, tbl, moved, facts);
END $$;
--> statement-breakpoint
CALL analytics_watch('users',
  $$(analytics_day(r.created_at), 'users', '', 1::numeric, r.deleted_at IS NULL)$$,
  'created_at,deleted_at');
--> statement-breakpoint
CALL analytics_watch('payments',
  $$(analytics_day(coalesce(r.decided_at, r.created_at)), 'revenue', '', r.amount_rm::numeric, r.status = 'verified')$$,
  'status,amount_rm,decided_at,created_at');
--> statement-breakpoint
CALL analytics_watch('proposals',
  $$(analytics_day(r.created_at), 'proposals', r.type, 1::numeric, true),
    (analytics_day(r.created_at), 'words', r.type, r.word_count::numeric, true)$$,
  'type,word_count,created_at');
--> statement-breakpoint
CALL analytics_watch('ai_generations',
  $$(analytics_day(r.created_at), 'generations', r.model, 1::numeric, true),
    (analytics_day(r.created_at), 'prompt_tokens', r.model, r.prompt_tokens::numeric, true),
    (analytics_day(r.created_at), 'completion_tokens', r.model, r.completion_tokens::numeric, true)$$,
  'model,prompt_tokens,completion_tokens,created_at');
--> statement-breakpoint
CALL analytics_watch('credit_ledger',
  $$(analytics_day(r.created_at), 'credits_used', '', (-r.delta)::numeric, r.delta < 0 AND r.kind IN ('generation', 'ai_action')),
    (analytics_day(r.created_at), 'credits_issued', '', r.delta::numeric, r.delta > 0 AND r.kind IN ('signup_bonus', 'starter', 'purchase', 'admin_grant'))$$,
  'delta,kind,created_at');
--> statement-breakpoint
DROP PROCEDURE "analytics_watch"(text, text, text);
--> statement-breakpoint
-- Folds the deltas into the daily rows (maintenance runs it). Concurrent folds each move the rows
-- they deleted; the upserts go in key order so two folds never wait on each other in a cycle.
CREATE FUNCTION "analytics_fold"() RETURNS void
LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM analytics_deltas RETURNING day, metric, key, value)
  INSERT INTO analytics_daily (day, metric, key, value)
  SELECT day, metric, key, sum(value) FROM moved GROUP BY day, metric, key ORDER BY day, metric, key
  ON CONFLICT (day, metric, key) DO UPDATE SET value = analytics_daily.value + excluded.value
$$;
--> statement-breakpoint
-- What is already there.
INSERT INTO analytics_daily (day, metric, key, value)
SELECT day, metric, key, sum(value) FROM (
  SELECT analytics_day(created_at) AS day, 'users' AS metric, '' AS key, 1::numeric AS value FROM users WHERE deleted_at IS NULL
  UNION ALL
  SELECT analytics_day(coalesce(decided_at, created_at)), 'revenue', '', amount_rm FROM payments WHERE status = 'verified'
  UNION ALL
  SELECT analytics_day(created_at), 'proposals', type, 1 FROM proposals
  UNION ALL
  SELECT analytics_day(created_at), 'words', type, word_count FROM proposals
  UNION ALL
  SELECT analytics_day(created_at), 'generations', model, 1 FROM ai_generations
  UNION ALL
  SELECT analytics_day(created_at), 'prompt_tokens', model, prompt_tokens FROM ai_generations
  UNION ALL
  SELECT analytics_day(created_at), 'completion_tokens', model, completion_tokens FROM ai_generations
  UNION ALL
  SELECT analytics_day(created_at), 'credits_used', '', -delta FROM credit_ledger WHERE delta < 0 AND kind IN ('generation', 'ai_action')
  UNION ALL
  SELECT analytics_day(created_at), 'credits_issued', '', delta FROM credit_ledger WHERE delta > 0 AND kind IN ('signup_bonus', 'starter', 'purchase', 'admin_grant')
) facts
GROUP BY day, metric, key
HAVING sum(value) <> 0;
