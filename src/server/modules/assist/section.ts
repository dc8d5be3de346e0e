/**
 * One section of a saved proposal written again, as a suggestion the editor shows (nothing is
 * saved): the writer rewrites it alone with the proposal's facts and kind, the checker reads it,
 * and it is charged as one assistant action when it was produced and is not the saved section's
 * words again. Owner only.
 */
import { and, eq } from "drizzle-orm";
import { htmlToText, splitSections } from "../../../common/content.js";
import { sameWords } from "../../../common/diff.js";
import type { RegeneratedSectionDto, RegenerateSectionInput } from "../../../common/schemas/assist.js";
import { checkSection, type Finding } from "../../ai/check/index.js";
import { factsOfBrief } from "../../ai/compose/index.js";
import type { Language, Writer } from "../../ai/writer.js";
import { prepareContent } from "../../content/prepare.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { proposals } from "../../db/schema.js";
import { proposalIdOf, proposalNotFound } from "../proposals/service.js";
import { assistantCapabilities } from "./capabilities.js";
import { chargedAction } from "./charge.js";
import { documentOutline, proposalBrief } from "./proposal-brief.js";

const sameTitle = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/** The section's place among the document's headings: by its title, else by the index given. */
function findSection(headings: string[], input: RegenerateSectionInput): number {
  const byTitle = input.sectionTitle ? headings.findIndex((h) => sameTitle(h, input.sectionTitle ?? "")) : -1;
  if (byTitle >= 0) return byTitle;
  const byIndex = input.sectionIndex;
  if (!input.sectionTitle && byIndex !== undefined && byIndex < headings.length) return byIndex;
  throw new AppError(404, "SECTION_NOT_FOUND", undefined, { field: "sectionTitle" });
}

/** A checker fault must never cost the user the section they paid for: it then finds nothing. */
function checked(run: () => Finding[]): Finding[] {
  try {
    return run();
  } catch {
    return [];
  }
}

export async function regenerateSection(
  db: Db,
  writer: Writer,
  user: { id: string; language: Language },
  input: RegenerateSectionInput,
): Promise<RegeneratedSectionDto> {
  proposalIdOf(input.proposalId);
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, input.proposalId), eq(proposals.userId, user.id)));
  if (!proposal) throw proposalNotFound();
  const sections = splitSections(proposal.content).filter((s) => s.title);
  const headings = sections.map((s) => s.title);
  const index = findSection(headings, input);
  const { brief, pkg } = await proposalBrief(db, proposal, user.language, headings.length);
  const outline = documentOutline(brief, pkg, headings);
  const instructionFollowed = Boolean(input.instruction) && assistantCapabilities(writer).instruct;

  // A section written back with the words it has now (in the saved proposal) is not charged.
  const saved = htmlToText(sections[index]?.html ?? "");
  const { result, creditsDeducted, balance, unchanged } = await chargedAction(
    db,
    writer,
    user.id,
    "regenerate-section",
    { unsupported: "REGENERATE_FAILED", failed: "REGENERATE_FAILED" },
    async (events) => {
      const written = await writer.rewriteSection(brief, outline, index, { instruction: input.instruction }, events);
      const { html } = prepareContent(written.html);
      if (!html.trim()) throw new Error("the section came back empty");
      return html;
    },
    (html) => sameWords(saved, htmlToText(html)),
  );
  const title = headings[index] ?? "";
  const findings = checked(() =>
    checkSection({
      brief,
      facts: factsOfBrief(brief),
      section: { title, html: result },
      index,
      language: brief.language,
    }),
  );
  return {
    proposalId: proposal.id,
    sectionIndex: index,
    sectionTitle: title,
    html: result,
    instructionFollowed,
    check: { ok: findings.length === 0, findings: findings.map((f) => ({ code: f.code, subject: f.subject })) },
    creditsDeducted,
    balance,
    unchanged,
  };
}
