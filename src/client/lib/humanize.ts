/** 'below-10k' -> 'Below 10k': a stored key no catalogue names, still readable. */
export function humanizeKey(value: string): string {
  const text = value.replace(/[-_]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
