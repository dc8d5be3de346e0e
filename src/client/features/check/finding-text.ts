import type { CheckDto } from "../../../common/schemas/check";

export type Finding = CheckDto["findings"][number];
type Translate = (key: string, params?: Record<string, string>) => string;

/** Long quotes (a repeated sentence) are cut to this many characters. */
const QUOTE_LENGTH = 120;

const quote = (text: string | undefined) => {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH)}…` : flat;
};

/** The wordings a finding can take, most specific first, with what each needs. */
const VARIANTS = [
  { name: "sectionSubjectFound", needs: ["section", "subject", "found"] },
  { name: "subjectFound", needs: ["subject", "found"] },
  { name: "sectionSubject", needs: ["section", "subject"] },
  { name: "subject", needs: ["subject"] },
  { name: "section", needs: ["section"] },
  { name: "plain", needs: [] },
] as const;

/**
 * A checker finding in plain words from the catalogue (checkArea.findings.<code>.<variant>): the most
 * specific wording whose values the finding carries. The checker's own message is English for logs,
 * so an unknown code gets the catalogue's general sentence instead.
 */
export function findingText(finding: Finding, t: Translate, exists: (key: string) => boolean): string {
  const params: Record<string, string> = {
    section: quote(finding.sectionTitle),
    subject: quote(finding.subject),
    found: quote(finding.found),
  };
  const base = `checkArea.findings.${finding.code}`;
  for (const variant of VARIANTS) {
    const key = `${base}.${variant.name}`;
    if (variant.needs.every((need) => params[need]) && exists(key)) return t(key, params);
  }
  return t("checkArea.findings.other");
}
