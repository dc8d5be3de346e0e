import type { KindId } from "../../../../common/kinds";
import type { PreviewResponseDto } from "../../../../common/schemas/generation";
import type { DetailsValues } from "../../../features/kinds/details-values";

/** The kind the user picked (null: the form follows what they type) and the optional details. */
export type KindAndDetails = { kind?: KindId | null; details?: DetailsValues };

/** What the simple form keeps between itself and the preview screen (sessionStorage). */
export type SimpleFormData = {
  title: string;
  description: string;
  type: string;
  budgetRange: string;
  timeline: string;
  keyRequirements: string[];
  tier: "basic" | "professional" | "premium";
  /** The language the proposal is written in (absent in forms kept before it was asked). */
  language?: "ms" | "en";
} & KindAndDetails;

export type StoredPreview = PreviewResponseDto & { formData: SimpleFormData };

const PREVIEW_KEY = "proposal-preview";
const FORM_KEY = "proposal-form-data";
export const DRAFT_KEY = "proposal-draft";

function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the data lasts while the page is open.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export function readPreview(): StoredPreview | null {
  const stored = read<StoredPreview>(session, PREVIEW_KEY);
  return stored && typeof stored.previewId === "string" && Array.isArray(stored.preview?.sections) ? stored : null;
}
export const writePreview = (preview: StoredPreview) => write(session, PREVIEW_KEY, preview);
export const clearPreview = () => {
  remove(session, PREVIEW_KEY);
  remove(session, FORM_KEY);
};

export const readFormData = () => read<SimpleFormData>(session, FORM_KEY);
export const writeFormData = (data: SimpleFormData) => write(session, FORM_KEY, data);

/** The two-step form's draft (localStorage 'proposal-draft'). */
export type Draft = { values: Record<string, string>; packageId: string; savedAt: string } & KindAndDetails;

export function readDraft(): Draft | null {
  const draft = read<Draft>(local, DRAFT_KEY);
  return draft && typeof draft.values === "object" && draft.values ? draft : null;
}
export const writeDraft = (draft: Draft) => write(local, DRAFT_KEY, draft);
export const clearDraft = () => remove(local, DRAFT_KEY);
