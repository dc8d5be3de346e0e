import { describe, expect, it } from "vitest";
import { createDraftStore, DRAFT_MAX_AGE_MS, type DraftStorage, draftKey } from "./draft-store";

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function setup(start = 1_000_000) {
  const storage = memoryStorage();
  let clock = start;
  const store = createDraftStore(
    () => storage,
    () => clock,
  );
  return { storage, store, advance: (ms: number) => (clock += ms) };
}

const DRAFT = { title: "Program Gotong-Royong", content: "<p>Teks baharu</p>", baseVersion: 3 };

describe("editor draft store", () => {
  it("keeps a draft per user and proposal, with the time it was written", () => {
    const { store } = setup();
    store.write("u1", "p1", DRAFT);
    expect(store.read("u1", "p1")).toEqual({ ...DRAFT, savedAt: 1_000_000 });
    expect(store.read("u2", "p1")).toBeNull();
    expect(store.read("u1", "p2")).toBeNull();
  });

  it("never hands one user's draft to another", () => {
    const { store } = setup();
    store.write("u1", "p1", DRAFT);
    store.write("u2", "p1", { ...DRAFT, title: "Milik u2" });
    expect(store.read("u1", "p1")?.title).toBe(DRAFT.title);
    expect(store.read("u2", "p1")?.title).toBe("Milik u2");
    expect(draftKey("u1", "p1")).not.toBe(draftKey("u2", "p1"));
  });

  it("removes a draft once it is older than the limit", () => {
    const { store, storage, advance } = setup();
    store.write("u1", "p1", DRAFT);
    advance(DRAFT_MAX_AGE_MS);
    expect(store.read("u1", "p1")).not.toBeNull();
    advance(1);
    expect(store.read("u1", "p1")).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it("prunes expired and malformed drafts of every user, and leaves other keys alone", () => {
    const { store, storage, advance } = setup();
    store.write("u1", "old", DRAFT);
    advance(DRAFT_MAX_AGE_MS + 1);
    store.write("u2", "new", DRAFT);
    storage.setItem(draftKey("u3", "bad"), "{not json");
    storage.setItem("proposal-draft", "{}");
    store.prune();
    expect([...storage.map.keys()].sort()).toEqual([draftKey("u2", "new"), "proposal-draft"].sort());
  });

  it("removes all of one user's drafts", () => {
    const { store, storage } = setup();
    store.write("u1", "p1", DRAFT);
    store.write("u1", "p2", DRAFT);
    store.write("u10", "p1", DRAFT);
    store.removeAll("u1");
    expect([...storage.map.keys()]).toEqual([draftKey("u10", "p1")]);
  });

  it("works without storage or when storage refuses", () => {
    const none = createDraftStore(() => null);
    none.write("u1", "p1", DRAFT);
    expect(none.read("u1", "p1")).toBeNull();
    const refusing = createDraftStore(() => {
      throw new Error("SecurityError");
    });
    expect(() => refusing.write("u1", "p1", DRAFT)).not.toThrow();
    expect(refusing.read("u1", "p1")).toBeNull();
  });
});
