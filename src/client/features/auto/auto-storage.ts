import type { z } from "zod";
import { countWords } from "../../../common/content";
import { inferKind, isKindId, type KindId } from "../../../common/kinds";
import { ProposalDetailsInput } from "../../../common/schemas/details";
import type { SolutionDto } from "../../../common/schemas/generation";
import { isLanguage, type Language } from "../../i18n";
import { type DetailsValues, detailsPayload } from "../kinds/details-values";

export type Solution = z.infer<typeof SolutionDto>;

/**
 * The generator's result, kept between its screens, with the kind the user picked (null or absent:
 * the one inferred from the solution), the details they gave and the language the solution was
 * written in (every later step writes in it; absent in what an older version kept).
 */
export type StoredSolution = {
  requirements: string;
  solution: Solution;
  packageId: string;
  kind?: KindId | null;
  details?: DetailsValues;
  language?: Language;
};

/** What the kind is inferred from in the generator: the proposed title, the requirements and the analysis. */
export function solutionKindSignals(requirements: string, solution: Solution) {
  return { title: solution.proposalTitle, text: `${requirements}\n${solution.analysis}` };
}

/** The kind the generator's screens send: the user's pick, else the inferred one. */
export function storedKind(stored: StoredSolution): KindId {
  return isKindId(stored.kind) ? stored.kind : inferKind(solutionKindSignals(stored.requirements, stored.solution));
}

/** The language the stored solution was written in; undefined (the account's language) when unknown. */
export function storedLanguage(stored: StoredSolution): Language | undefined {
  return isLanguage(stored.language) ? stored.language : undefined;
}

/** The stored details as the API takes them; details the schema refuses are left out rather than sent. */
export function storedDetails(stored: StoredSolution) {
  const parsed = ProposalDetailsInput.safeParse(stored.details ?? {});
  return parsed.success ? detailsPayload(parsed.data) : undefined;
}
/** The proposal as edited in /auto-proposal-editor. */
export type StoredEdit = { title: string; content: string };
/** A finished proposal, shown by /auto-proposal-complete. */
export type StoredCompleted = {
  id: string;
  title: string;
  content: string;
  wordCount: number;
  packageType: string;
  status: string;
};

const KEYS = {
  solution: "autoGenerator.solution",
  edited: "autoGenerator.edited",
  completed: "autoGenerator.completed",
} as const;
type Key = keyof typeof KEYS;

/** The stored data could not be read (broken JSON or the wrong shape). */
export class UnreadableStorageError extends Error {}

function read<T>(key: Key, valid: (value: unknown) => boolean): T | null {
  let text: string | null;
  try {
    text = window.sessionStorage.getItem(KEYS[key]);
  } catch {
    return null;
  }
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UnreadableStorageError(key);
  }
  if (!valid(value)) throw new UnreadableStorageError(key);
  return value as T;
}

function write(key: Key, value: unknown): void {
  try {
    window.sessionStorage.setItem(KEYS[key], JSON.stringify(value));
  } catch {
    // Storage full or disabled: the flow still works within this screen.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isString = (v: unknown): v is string => typeof v === "string";

export const autoStorage = {
  readSolution: () =>
    read<StoredSolution>(
      "solution",
      (v) =>
        isObject(v) &&
        isString(v.requirements) &&
        isString(v.packageId) &&
        isObject(v.solution) &&
        isString(v.solution.detailedProposal) &&
        isString(v.solution.proposalTitle),
    ),
  writeSolution: (value: StoredSolution) => write("solution", value),
  readEdited: () => read<StoredEdit>("edited", (v) => isObject(v) && isString(v.title) && isString(v.content)),
  writeEdited: (value: StoredEdit) => write("edited", value),
  readCompleted: () =>
    read<StoredCompleted>(
      "completed",
      (v) =>
        isObject(v) && isString(v.id) && isString(v.title) && isString(v.content) && typeof v.wordCount === "number",
    ),
  writeCompleted: (value: StoredCompleted) => write("completed", value),
  /**
   * The generator's work once a proposal is saved from it (a draft or the full proposal): the next
   * visit to /auto-generator starts empty and unlocked. The completion screen's proposal stays.
   */
  clearWork: () => {
    try {
      for (const key of [KEYS.solution, KEYS.edited]) window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  },
  clear: () => {
    try {
      for (const key of Object.values(KEYS)) window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  },
};

/** Plain text from the generator as HTML paragraphs; text that already is HTML stays as it is. */
export function textToHtml(text: string): string {
  const trimmed = text.trim();
  if (/^<(p|h[1-6]|ul|ol|div|blockquote|table)[\s>]/i.test(trimmed)) return trimmed;
  const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return trimmed
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("");
}

/**
 * Words, characters and reading minutes (200 words a minute, rounded up) of a text. Words are counted
 * as the server counts a saved proposal's (common/content countWords), so the editor shows the count
 * the success and completion screens show for the same text.
 */
export function textStats(text: string) {
  const words = countWords(text);
  return { words, characters: text.length, minutes: Math.ceil(words / 200) };
}

/** The documented minimum balance for the generator (the server's setting has the last word). */
export const AUTO_MIN_CREDITS = 10;
/** The Standard Package, the generator's default. */
export const DEFAULT_PACKAGE_ID = "2";
