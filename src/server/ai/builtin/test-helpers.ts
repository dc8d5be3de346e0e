/** Helpers for the composer's tests: reading sections back out of the HTML. */
import { htmlToText } from "../../../common/content.js";
import { sentenceKey, splitSentences } from "./text.js";

const ENTITY: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
export const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITY[m] ?? m);
const strip = (s: string) => decode(s.replace(/<[^>]+>/g, "")).trim();

/** Every sentence of every paragraph and list item. */
export function sentencesOf(html: string): string[] {
  const blocks = [...html.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map((m) => strip(m[2] ?? ""));
  return blocks.flatMap((b) => splitSentences(b));
}

export function repeatedSentences(html: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const s of sentencesOf(html)) {
    const key = sentenceKey(s);
    if (seen.has(key)) repeated.push(s);
    seen.add(key);
  }
  return repeated;
}

export type Table = { head: string[]; rows: string[][] };

export function tablesOf(html: string): Table[] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((t) => {
    const body = t[1] ?? "";
    const head = [...body.matchAll(/<th>([\s\S]*?)<\/th>/g)].map((m) => strip(m[1] ?? ""));
    const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
      .map((r) => [...(r[1] ?? "").matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => strip(m[1] ?? "")))
      .filter((r) => r.length);
    return { head, rows };
  });
}

export function textOf(html: string): string {
  return htmlToText(html).replace(/\s+/g, " ");
}

/** 'RM 12,500.00' -> 12500 */
export function ringgit(text: string): number {
  return Number(text.replace(/^RM\s*/, "").replace(/,/g, ""));
}
