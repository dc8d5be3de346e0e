/** The timeline: phases with calendar dates, starting on the first day of the month after the proposal date. */
import { timelineDays } from "../../../common/proposal-options.js";
import type { DurUnit, Ymd } from "./values.js";

export type PhasePlan = { index: number; start: Ymd; end: Ymd; dur: { n: number; u: DurUnit } };
export type TimelinePlan = {
  days: number;
  /** True when the user left the timeline open (the duration is then an estimate). */
  estimated: boolean;
  start: Ymd;
  end: Ymd;
  total: { n: number; u: DurUnit };
  /** Phases in order; `index` points at the domain phase used. */
  phases: PhasePlan[];
};

const DAY = 86_400_000;

function toTime(v: Ymd): number {
  return Date.UTC(v.y, v.m - 1, v.d);
}

function fromTime(t: number): Ymd {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

export function addDays(v: Ymd, n: number): Ymd {
  return fromTime(toTime(v) + n * DAY);
}

/** First day of the month `n` months after v's month. */
export function monthStart(v: Ymd, n: number): Ymd {
  const zero = v.y * 12 + (v.m - 1) + n;
  return { y: Math.floor(zero / 12), m: (zero % 12) + 1, d: 1 };
}

/** The first day of the month after an ISO date (YYYY-MM-DD...). */
export function startAfter(iso: string): Ymd {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const base = m ? { y: Number(m[1]), m: Number(m[2]), d: 1 } : { y: 2025, m: 1, d: 1 };
  return monthStart(base, 1);
}

/** A length in days as the proposal says it: 3 hari, 2 minggu, 6 bulan, 24 bulan. */
export function durationOf(days: number): { n: number; u: DurUnit } {
  if (days >= 365 && days % 365 === 0) return { n: (days / 365) * 12, u: "month" };
  if (days >= 30 && days % 30 === 0) return { n: days / 30, u: "month" };
  if (days >= 7 && days % 7 === 0) return { n: days / 7, u: "week" };
  return { n: days, u: "day" };
}

/** Splits `total` whole units by weights, each at least 1 (largest remainder). */
export function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const base = weights.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  let left = total - base.reduce((s, x) => s + x, 0);
  const order = weights
    .map((w, i) => ({ i, r: (total * w) / sum - Math.floor((total * w) / sum) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) base[order[k]?.i ?? 0]! += 1;
  while (left < 0) {
    const i = base.indexOf(Math.max(...base));
    base[i]! -= 1;
    left++;
  }
  return base;
}

/** Which of n phases to keep when fewer fit: the first ones and always the last. */
function keep(n: number, count: number): number[] {
  if (count >= n) return [...Array(n).keys()];
  return [...[...Array(count - 1).keys()], n - 1];
}

export function planTimeline(
  timelineKey: string | null,
  startDate: string,
  defaultDays: number,
  weights: number[],
): TimelinePlan {
  const given = timelineDays(timelineKey);
  const days = given ?? defaultDays;
  const start = startAfter(startDate);
  const months = Math.round(days / 30.4);
  const phases: PhasePlan[] = [];
  let end: Ymd;
  if (days >= 90 && months >= weights.length) {
    const idx = keep(weights.length, weights.length);
    const lengths = split(months, weights);
    let offset = 0;
    idx.forEach((index, k) => {
      const n = lengths[k] ?? 1;
      const s = monthStart(start, offset);
      offset += n;
      phases.push({ index, start: s, end: addDays(monthStart(start, offset), -1), dur: { n, u: "month" } });
    });
    end = addDays(monthStart(start, months), -1);
  } else {
    // Whole months end on a month's last day; other lengths count days.
    const span = days >= 30 && days % 30 === 0 ? (toTime(monthStart(start, days / 30)) - toTime(start)) / DAY : days;
    const idx = keep(weights.length, Math.min(weights.length, span));
    const lengths = split(
      span,
      idx.map((i) => weights[i] ?? 1),
    );
    let offset = 0;
    idx.forEach((index, k) => {
      const n = lengths[k] ?? 1;
      const s = addDays(start, offset);
      offset += n;
      phases.push({ index, start: s, end: addDays(start, offset - 1), dur: durationOf(n) });
    });
    end = addDays(start, span - 1);
  }
  return { days, estimated: given === null, start, end, total: durationOf(days), phases };
}
