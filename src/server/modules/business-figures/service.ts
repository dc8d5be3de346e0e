import { sql } from "drizzle-orm";
import type { ProfitAnalysisDto, WritingComparisonDto } from "../../../common/schemas/business-figures.js";
import { type Db, queryRows } from "../../db/client.js";
import { getSettings } from "../settings/service.js";

/**
 * The profit analysis and the writing comparison. A generation of a package is a finished
 * (succeeded) generation job whose proposal names that package; its AI cost is the sum over the
 * writer calls recorded for that job (ai_generations) of prompt and completion tokens times the
 * model's prices in settings: a model without a price, and the built-in writer whatever its
 * name, cost nothing. Everything is an SQL aggregate in numeric; nothing is read row by row.
 */

/** The package a job wrote, as stored in its input. */
const JOB_PACKAGE = sql`(j.input -> 'proposal' ->> 'packageKey')`;
const num = (value: number) => sql`${String(value)}::numeric`;

export async function profitAnalysis(db: Db): Promise<ProfitAnalysisDto> {
  const s = await getSettings(db, ["credit_value_rm", "commission_rate", "usd_rm_rate", "ai_model_prices"]);
  const prices = JSON.stringify(s.ai_model_prices ?? {});
  const rows = await queryRows<{
    key: string;
    name: string;
    credits: number;
    value_rm: string;
    generations: number;
    ai_cost_usd: string;
    ai_cost_rm: string;
    commission_rm: string;
    margin_rm: string;
  }>(
    db,
    sql`
    WITH prices AS (
      SELECT key AS model, (value ->> 'promptPerMillionUSD')::numeric AS prompt_price,
             (value ->> 'completionPerMillionUSD')::numeric AS completion_price
      FROM jsonb_each(${prices}::jsonb)
    ),
    per_package AS (
      SELECT ${JOB_PACKAGE} AS package_key, count(DISTINCT j.id) AS generations,
             coalesce(sum(CASE WHEN g.engine = 'builtin' THEN 0
                               ELSE g.prompt_tokens * coalesce(p.prompt_price, 0)
                                    + g.completion_tokens * coalesce(p.completion_price, 0) END), 0)
               / 1000000 AS usd
      FROM generation_jobs j
      LEFT JOIN ai_generations g ON g.job_id = j.id
      LEFT JOIN prices p ON p.model = g.model
      WHERE j.status = 'succeeded'
      GROUP BY 1
    ),
    figures AS (
      SELECT pk.key, pk.name, pk.credit_cost AS credits, pk.sort_order,
             round(pk.credit_cost * ${num(s.credit_value_rm)}, 2) AS value_rm,
             coalesce(pp.generations, 0) AS generations,
             coalesce(pp.usd / nullif(pp.generations, 0), 0) AS usd
      FROM proposal_packages pk LEFT JOIN per_package pp ON pp.package_key = pk.key
      WHERE pk.active
    ),
    costed AS (
      SELECT figures.*, round(usd * ${num(s.usd_rm_rate)}, 4) AS ai_rm,
             round(value_rm * ${num(s.commission_rate)}, 2) AS commission_rm
      FROM figures
    )
    SELECT key, name, credits, value_rm::numeric(14,2)::text AS value_rm, generations::int AS generations,
           round(usd, 6)::numeric(18,6)::text AS ai_cost_usd, ai_rm::numeric(18,4)::text AS ai_cost_rm,
           commission_rm::numeric(14,2)::text AS commission_rm,
           (value_rm - ai_rm - commission_rm)::numeric(18,4)::text AS margin_rm
    FROM costed
    ORDER BY sort_order, key`,
  );
  return {
    creditValueRm: s.credit_value_rm.toFixed(2),
    commissionRate: s.commission_rate.toFixed(4),
    usdRmRate: s.usd_rm_rate.toFixed(4),
    pricedModels: Object.keys(s.ai_model_prices ?? {}).length,
    packages: rows.map((r) => ({
      key: r.key,
      name: r.name,
      credits: Number(r.credits),
      valueRm: r.value_rm,
      generations: Number(r.generations),
      aiCostUsd: r.ai_cost_usd,
      aiCostRm: r.ai_cost_rm,
      commissionRm: r.commission_rm,
      marginRm: r.margin_rm,
    })),
  };
}

export async function writingComparison(db: Db): Promise<WritingComparisonDto> {
  const s = await getSettings(db, ["credit_value_rm", "human_writer"]);
  const human = s.human_writer ?? {};
  const rows = await queryRows<{
    key: string;
    name: string;
    sections: number;
    min_words: number;
    credits: number;
    price_rm: string;
    generations: number;
    median_ms: string | null;
  }>(
    db,
    sql`
    WITH per_package AS (
      SELECT ${JOB_PACKAGE} AS package_key, count(*) AS generations,
             percentile_cont(0.5) WITHIN GROUP (
               ORDER BY extract(epoch FROM (j.finished_at - j.created_at))
             ) * 1000 AS median_ms
      FROM generation_jobs j
      WHERE j.status = 'succeeded' AND j.finished_at IS NOT NULL
      GROUP BY 1
    )
    SELECT pk.key, pk.name, pk.sections, pk.min_words, pk.credit_cost AS credits,
           round(pk.credit_cost * ${num(s.credit_value_rm)}, 2)::numeric(14,2)::text AS price_rm,
           coalesce(pp.generations, 0)::int AS generations,
           round(pp.median_ms::numeric)::bigint::text AS median_ms
    FROM proposal_packages pk LEFT JOIN per_package pp ON pp.package_key = pk.key
    WHERE pk.active
    ORDER BY pk.sort_order, pk.key`,
  );
  return {
    packages: rows.map((r) => {
      const terms = Object.hasOwn(human, r.key) ? human[r.key] : undefined;
      return {
        key: r.key,
        name: r.name,
        sections: Number(r.sections),
        minWords: Number(r.min_words),
        credits: Number(r.credits),
        priceRm: r.price_rm,
        generations: Number(r.generations),
        medianMs: r.median_ms === null ? null : Number(r.median_ms),
        human: terms ? { feeRm: terms.feeRm.toFixed(2), minDays: terms.minDays, maxDays: terms.maxDays } : null,
      };
    }),
  };
}
