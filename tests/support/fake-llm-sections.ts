/**
 * The fake provider's section answers: a model that follows the section prompt. It writes about the
 * subject the prompt names, states the facts the prompt says the section must state, copies the
 * tables the prompt gives as rows (budget, committee, signature block), and fills up to a little
 * more than the word target with formal sentences in the prompt's language. Tests script worse
 * answers (a dropped figure, another date) with the server's script().
 */
import {
  type AnswerRequest,
  escapeText,
  hash,
  isMalay,
  lastUser,
  SENTENCES_EN,
  SENTENCES_MS,
} from "./fake-llm-answers.js";

function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Tags whose lines are data to read, not tables to copy. */
const NOT_TABLES = new Set(["fakta", "facts", "wajib", "must_state", "maklumat_pengguna", "user_information"]);

/** Tables the prompt gives as rows ('A | B' lines inside a tag), as HTML; the first row is the header. */
function copiedTables(user: string): string[] {
  const out: string[] = [];
  for (const m of user.matchAll(/<([a-z_]+)>\n((?:[^\n]*\|[^\n]*\n)+)<\/\1>/g)) {
    if (NOT_TABLES.has(m[1]!)) continue;
    const rows = m[2]!
      .trim()
      .split("\n")
      .map((line) => line.split("|").map((cell) => escapeText(cell.trim())));
    const [head, ...body] = rows;
    const cells = (row: string[], tag: string) => row.map((c) => `<${tag}>${c}</${tag}>`).join("");
    out.push(
      `<table><thead><tr>${cells(head ?? [], "th")}</tr></thead><tbody>${body.map((r) => `<tr>${cells(r, "td")}</tr>`).join("")}</tbody></table>`,
    );
  }
  return out;
}

/** The facts the prompt says this section must state ('- Tarikh program: 13 Mac 2027'), as a list. */
function statedFacts(user: string): string | null {
  const block = user.match(/<(wajib|must_state)>\n([\s\S]*?)\n<\/\1>/)?.[2];
  const items =
    block
      ?.split("\n")
      .map((l) => l.replace(/^-\s*/, "").trim())
      .filter(Boolean) ?? [];
  return items.length ? `<ul>${items.map((i) => `<li>${escapeText(i)}</li>`).join("")}</ul>` : null;
}

export function sectionAnswer(req: AnswerRequest): string {
  const user = lastUser(req.messages);
  const all = [...user.matchAll(/(\d[\d,]*)\s*(?:words|patah perkataan)/gi)];
  const target = Number((all[all.length - 1]?.[1] ?? "300").replace(/,/g, ""));
  const title = user.match(/(?:Tajuk bahagian|Section title):\s*(.+)/)?.[1]?.trim() ?? "";
  const subject = user.match(/^(?:Pokok perkara|Subject):\s*(.+?)\.(?:\s|$)/m)?.[1]?.trim() ?? "";
  const ms = isMalay(req.messages);
  const bank = ms ? SENTENCES_MS : SENTENCES_EN;
  const seed = hash(`${title}\n${user.length}`);
  const about = subject ? (ms ? ` tentang ${subject}` : ` of the ${subject}`) : "";
  const lead = ms
    ? `Bahagian ${escapeText(title.toLowerCase())} ini menjelaskan perkara utama${escapeText(about)} yang berkaitan dengan cadangan.`
    : `This ${escapeText(title.toLowerCase())} section sets out the main points${escapeText(about)} in the proposal.`;
  let paragraph = [lead];
  let words = countWords(lead);
  const parts: string[] = [];
  const facts = statedFacts(user);
  for (const block of [facts, ...copiedTables(user)]) {
    if (!block) continue;
    parts.push(block);
    words += countWords(block.replace(/<[^>]+>/g, " "));
  }
  let i = 0;
  while (words < target * 1.06) {
    const sentence = bank[(seed + i * 7) % bank.length]!;
    paragraph.push(sentence);
    words += countWords(sentence);
    i++;
    if (paragraph.length >= 4) {
      parts.push(`<p>${paragraph.join(" ")}</p>`);
      paragraph = [];
    }
  }
  if (paragraph.length) parts.push(`<p>${paragraph.join(" ")}</p>`);
  return parts.join("\n");
}
