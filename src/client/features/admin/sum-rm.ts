/** Sen of a ringgit string with up to two decimals ("12.5" -> 1250, "-3.05" -> -305); NaN otherwise. */
export function toSen(value: string): number {
  const match = /^\s*(-)?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!match) return Number.NaN;
  const sen = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -sen : sen;
}

/** The exact sum of ringgit strings, in ringgit (adding sen, never floats). */
export function sumRM(values: readonly string[]): number {
  return values.reduce((total, value) => total + toSen(value), 0) / 100;
}
