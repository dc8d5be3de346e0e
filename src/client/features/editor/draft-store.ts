/**
 * Unsaved editor text kept in the browser (localStorage) so that it outlives the page: a session
 * that ends mid-edit sends the user to sign in, and the editor offers the text back afterwards.
 * One entry per user and proposal; entries older than DRAFT_MAX_AGE_MS are removed when read.
 */
export type EditorDraft = {
  title: string;
  /** The editor's HTML (restored with setContent, saved through htmlToSave like any edit). */
  content: string;
  /** The proposal version the edit started from. */
  baseVersion: number;
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
};

/** The part of Storage the store uses (localStorage in the browser, a map in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const PREFIX = "editor-draft:v1:";

export const draftKey = (userId: string, proposalId: string) => `${PREFIX}${userId}:${proposalId}`;

function parse(raw: string | null): EditorDraft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<EditorDraft> | null;
    if (!d || typeof d.title !== "string" || typeof d.content !== "string") return null;
    if (typeof d.baseVersion !== "number" || typeof d.savedAt !== "number") return null;
    return { title: d.title, content: d.content, baseVersion: d.baseVersion, savedAt: d.savedAt };
  } catch {
    return null;
  }
}

const expired = (draft: EditorDraft | null, now: number) => !draft || now - draft.savedAt > DRAFT_MAX_AGE_MS;

/** Storage may be missing or refuse (private mode, quota): drafts then last only while the page is open. */
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function createDraftStore(storage: () => DraftStorage | null, now: () => number = Date.now) {
  function removeWhere(test: (key: string, s: DraftStorage) => boolean): void {
    attempt(() => {
      const s = storage();
      if (!s) return;
      const keys: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key?.startsWith(PREFIX)) keys.push(key);
      }
      for (const key of keys) if (test(key, s)) s.removeItem(key);
    }, undefined);
  }

  return {
    /** This user's draft of this proposal, unless it is missing, malformed or expired (then removed). */
    read(userId: string, proposalId: string): EditorDraft | null {
      return attempt(() => {
        const s = storage();
        if (!s) return null;
        const key = draftKey(userId, proposalId);
        const draft = parse(s.getItem(key));
        if (!expired(draft, now())) return draft;
        s.removeItem(key);
        return null;
      }, null);
    },
    write(userId: string, proposalId: string, draft: Omit<EditorDraft, "savedAt">): void {
      attempt(
        () => storage()?.setItem(draftKey(userId, proposalId), JSON.stringify({ ...draft, savedAt: now() })),
        undefined,
      );
    },
    remove(userId: string, proposalId: string): void {
      attempt(() => storage()?.removeItem(draftKey(userId, proposalId)), undefined);
    },
    /** Removes every expired or malformed draft, whoever's it is. */
    prune(): void {
      removeWhere((key, s) => expired(parse(s.getItem(key)), now()));
    },
    /** Removes all of one user's drafts (on signing out). */
    removeAll(userId: string): void {
      removeWhere((key) => key.startsWith(draftKey(userId, "")));
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The browser's store (localStorage). */
export const editorDrafts = createDraftStore(() => (typeof window === "undefined" ? null : window.localStorage));
